import { type HttpMessageSignaturesSpec, signRequest } from '@fedify/fedify';
import type { AppContext } from '../context.js';
import { findOutboundError } from '../outbound/errors.js';
import type { JobQueue } from '../queue/job-queue.js';
import { DELIVER, type Delivery } from './delivery-jobs.js';
import { isBlockedHost } from './domain-blocks.js';
import type { Federator } from './federator.js';
import { deliveredTo, failedToDeliver, isPaused } from './instances.js';
import { ACTIVITY_ACCEPT } from './loaders.js';

const HOUR = 60 * 60_000;
/** 15 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h: the ninth attempt comes about two days after the first. */
const BACKOFF_MS = [15_000, 60_000, 5 * 60_000, 30 * 60_000, 2 * HOUR, 6 * HOUR, 12 * HOUR, 24 * HOUR];
const MAX_ATTEMPTS = BACKOFF_MS.length + 1;
const SEND_TIMEOUT_MS = 15_000;

class RetryLater extends Error {}

const specKey = (origin: string) => ['threads', 'signature-spec', origin] as const;

/**
 * POSTs a signed activity: RFC 9421 first, then draft-cavage if the peer refused it (Fedify's double knock,
 * done here so the request goes through the outbound module); the spec that worked is remembered per server.
 * 2xx is done; 404 and 410 (the inbox is gone) and other refusals are given up at once; 429, 5xx and network
 * failures are retried with backoff for about two days. A server failing every delivery for 7 days is
 * paused (its deliveries dropped) until it reaches us again: the circuit breaker (instances.ts). Nothing goes
 * to a server an admin blocked.
 */
async function deliver(ctx: AppContext, federator: Federator<AppContext>, delivery: Delivery): Promise<void> {
  const inbox = new URL(delivery.inbox);
  if ((await isPaused(ctx.db, inbox.host, ctx.clock())) || (await isBlockedHost(ctx.db, inbox.host))) return;
  const [rsa] = await federator.keys.pairsOf(delivery.signer);
  if (!rsa) return;
  const keyId = new URL(`/ap/users/${delivery.signer}#main-key`, federator.publicUrl);
  const body = JSON.stringify(delivery.activity);
  const remembered = await federator.kv.get<HttpMessageSignaturesSpec>(specKey(inbox.origin));
  const specs: HttpMessageSignaturesSpec[] =
    remembered === 'draft-cavage-http-signatures-12' ? [remembered] : ['rfc9421', 'draft-cavage-http-signatures-12'];
  let status = 0;
  for (const spec of specs) {
    const request = new Request(inbox, {
      method: 'POST',
      headers: {
        'content-type': 'application/activity+json',
        accept: ACTIVITY_ACCEPT,
        'user-agent': federator.userAgent,
      },
      body,
    });
    const signed = await signRequest(request, rsa.privateKey, keyId, {
      spec,
      body: new TextEncoder().encode(body).buffer as ArrayBuffer,
    });
    let response: Response;
    try {
      response = await ctx.outbound.fetch(signed, {
        redirect: 'manual',
        timeoutMs: SEND_TIMEOUT_MS,
        maxResponseBytes: 64 * 1024,
      });
      await response.body?.cancel();
    } catch (error) {
      const failure = findOutboundError(error)?.failure;
      if (failure === 'refused') return; // An address we may never reach: retrying cannot help.
      await failedToDeliver(ctx.db, inbox.host, ctx.clock());
      throw new RetryLater(`${inbox.host}: ${failure ?? 'network'}`);
    }
    status = response.status;
    if (response.ok) {
      await deliveredTo(ctx.db, inbox.host, ctx.clock());
      if (spec !== remembered) await federator.kv.set(specKey(inbox.origin), spec);
      return;
    }
    if (![400, 401, 403].includes(status)) break;
  }
  if (status === 429 || status >= 500) {
    await failedToDeliver(ctx.db, inbox.host, ctx.clock());
    throw new RetryLater(`${inbox.host} answered ${status}`);
  }
}

export function registerDeliveries(ctx: AppContext, federator: Federator<AppContext>, queue: JobQueue): void {
  queue.handle(DELIVER, {
    maxAttempts: MAX_ATTEMPTS,
    retryDelayMs: (attempt) => BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length) - 1] ?? 24 * HOUR,
    run: async (payload) => {
      await deliver(ctx, federator, payload as Delivery);
      return undefined;
    },
  });
}
