import type { Agent, fetch as undiciFetch } from 'undici';
import type { AddressPolicy } from './addresses.js';
import { findOutboundError, OutboundError } from './errors.js';
import { HostSlots } from './host-slots.js';
import { pinnedLookup, type Resolver, systemResolver } from './pinned-lookup.js';
import { sizeCappedResponse } from './size-cap.js';
import { checkOutboundUrl } from './urls.js';

export interface OutboundSettings extends AddressPolicy {
  /** TCP connect plus TLS handshake. */
  connectTimeoutMs: number;
  /** From the call until the answer's last byte has been read (per request; a call may shorten or lengthen it). */
  timeoutMs: number;
  /** The most bytes of an answer's (decoded) body a caller can read (per request, overridable). */
  maxResponseBytes: number;
  maxRedirects: number;
  /** Requests in flight to one host name at a time; more wait for a slot until their own deadline. */
  perHostConcurrency: number;
  /** Tests answer names of their own; the system resolver otherwise. */
  resolve?: Resolver;
}

export const defaultOutboundSettings: Omit<OutboundSettings, 'allowLoopback'> = {
  connectTimeoutMs: 5_000,
  timeoutMs: 15_000,
  maxResponseBytes: 5 * 1024 * 1024,
  maxRedirects: 3,
  perHostConcurrency: 8,
};

/** `fetch`'s options, plus this request's own deadline and size cap. */
export interface OutboundInit extends RequestInit {
  timeoutMs?: number;
  maxResponseBytes?: number;
}

/** Same shape and meaning as the global `fetch`: hand it to anything that takes a fetch function. */
export type OutboundFetch = (input: string | URL | Request, init?: OutboundInit) => Promise<Response>;

export interface Outbound {
  fetch: OutboundFetch;
  /** The address rules this instance applies (for `checkOutboundUrl` and `resolveAllowed`). */
  policy: AddressPolicy;
  /** Requests in flight to a host name. */
  inFlight(host: string): number;
  close(): Promise<void>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const CROSS_ORIGIN_SECRETS = ['authorization', 'cookie', 'proxy-authorization'];

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/**
 * The one way out to an address a user or a remote server gave us (push endpoints, federation, link
 * previews): https only, every hop's address checked at connect time and pinned (see pinned-lookup.ts), at
 * most `maxRedirects` redirects, each one checked again, connect and total timeouts, a size cap on the
 * answer, and a cap on requests in flight per host. It follows the fetch standard otherwise: methods,
 * headers and bodies as given, `redirect: 'manual' | 'error'` honoured, a streaming body. Refusals and
 * failures reject with an `OutboundError` saying which.
 */
export function createOutbound(settings: OutboundSettings): Outbound {
  const policy: AddressPolicy = { allowLoopback: settings.allowLoopback };
  // undici (~4 MB of V8 heap) is loaded with the first request out: many servers never make one.
  let client: Promise<{ agent: Agent; fetch: typeof undiciFetch }> | undefined;
  const undici = () =>
    (client ??= import('undici').then(({ Agent, fetch }) => ({
      fetch,
      agent: new Agent({
        connect: {
          lookup: pinnedLookup(policy, settings.resolve ?? systemResolver),
          timeout: settings.connectTimeoutMs,
        },
        headersTimeout: settings.timeoutMs,
        bodyTimeout: settings.timeoutMs,
        keepAliveTimeout: 4_000,
      }),
    })));
  const slots = new HostSlots(settings.perHostConcurrency);

  const outboundFetch: OutboundFetch = async (input, init = {}) => {
    const { timeoutMs = settings.timeoutMs, maxResponseBytes = settings.maxResponseBytes, ...rest } = init;
    const request = new Request(input, rest);
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([request.signal, deadline]);
    const failure = (error: unknown, url: URL): unknown => {
      const known = findOutboundError(error);
      if (known) return known;
      if (deadline.aborted) return new OutboundError('timeout', `${url.host} did not answer within ${timeoutMs} ms`);
      if (request.signal.aborted) return request.signal.reason;
      if (describe(error) === 'UND_ERR_CONNECT_TIMEOUT') {
        return new OutboundError('timeout', `could not connect to ${url.host} within ${settings.connectTimeoutMs} ms`);
      }
      return new OutboundError('network', `${url.host}: ${describe(error)}`, { cause: error });
    };

    let url = checkOutboundUrl(request.url, policy);
    let method = request.method;
    let body: ArrayBuffer | null = request.body ? await request.arrayBuffer() : null;
    const headers = new Headers(request.headers);
    const { agent, fetch } = await undici();
    for (let hop = 0; ; hop++) {
      const release = await slots.acquire(url.hostname, signal);
      let response: Awaited<ReturnType<typeof undiciFetch>>;
      try {
        response = await fetch(url, {
          method,
          headers: [...headers],
          body,
          redirect: 'manual',
          signal,
          dispatcher: agent,
        });
      } catch (error) {
        release();
        throw failure(error, url);
      }
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || !location || request.redirect === 'manual') {
        return sizeCappedResponse(response, { url, redirected: hop > 0, maxBytes: maxResponseBytes, release, signal });
      }
      await response.body?.cancel().catch(() => {});
      release();
      if (request.redirect === 'error') throw new OutboundError('redirects', `${url.host} redirected`);
      if (hop >= settings.maxRedirects) {
        throw new OutboundError('redirects', `more than ${settings.maxRedirects} redirects from ${request.url}`);
      }
      const next = checkOutboundUrl(new URL(location, url), policy);
      const toGet = (response.status === 303 && method !== 'HEAD') || (response.status < 303 && method === 'POST');
      if (toGet) {
        method = 'GET';
        body = null;
        for (const name of ['content-type', 'content-length', 'content-encoding', 'content-language']) {
          headers.delete(name);
        }
      }
      if (next.origin !== url.origin) for (const name of CROSS_ORIGIN_SECRETS) headers.delete(name);
      url = next;
    }
  };

  return {
    fetch: outboundFetch,
    policy,
    inFlight: (host) => slots.inFlight(host),
    close: async () => {
      if (client) await (await client).agent.close();
    },
  };
}
