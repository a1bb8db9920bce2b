import type { Response as UndiciResponse } from 'undici';
import { findOutboundError, OutboundError } from './errors.js';

interface CapOptions {
  url: URL;
  redirected: boolean;
  maxBytes: number;
  /** Frees the host slot: called once, when the body is done, cancelled, failed or the deadline passed. */
  release: () => void;
  signal: AbortSignal;
}

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * A standard Response whose body stops with `OutboundError('too-large')` after `maxBytes` (decoded bytes,
 * so a compressed bomb stops too) and with `OutboundError('timeout')` when the deadline passes mid-body.
 * An announced Content-Length over the cap is refused before any byte is read.
 */
export function sizeCappedResponse(response: UndiciResponse, options: CapOptions): Response {
  const { url, maxBytes, release, signal } = options;
  const tooLarge = () => new OutboundError('too-large', `the answer from ${url.host} is over ${maxBytes} bytes`);
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  const source = response.body;
  if (declared > maxBytes) {
    source?.cancel().catch(() => {});
    release();
    throw tooLarge();
  }
  let body: ReadableStream<Uint8Array> | null = null;
  if (!source || NULL_BODY_STATUSES.has(response.status)) {
    source?.cancel().catch(() => {});
    release();
  } else {
    signal.addEventListener('abort', release, { once: true });
    const reader = source.getReader();
    let received = 0;
    body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            release();
            controller.close();
            return;
          }
          received += value.byteLength;
          if (received > maxBytes) {
            release();
            await reader.cancel().catch(() => {});
            controller.error(tooLarge());
            return;
          }
          controller.enqueue(value);
        } catch (error) {
          release();
          const known = findOutboundError(error);
          controller.error(
            known ??
              (signal.aborted && (signal.reason as Error)?.name === 'TimeoutError'
                ? new OutboundError('timeout', `the answer from ${url.host} did not finish in time`)
                : new OutboundError('network', `the answer from ${url.host} broke off`, { cause: error })),
          );
        }
      },
      cancel(reason) {
        release();
        return reader.cancel(reason);
      },
    });
  }
  const capped = new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
  });
  Object.defineProperty(capped, 'url', { value: url.href });
  Object.defineProperty(capped, 'redirected', { value: options.redirected });
  return capped;
}
