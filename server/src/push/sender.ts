import { OutboundError, type OutboundFetch } from '../outbound/index.js';
import type { VapidKeys } from './vapid.js';

/** A push service answers at once; a subscriber's endpoint that does not may not hold anyone else's push. */
export const SEND_TIMEOUT_MS = 5_000;

export interface PushDelivery {
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: string;
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  /** The push service keeps one waiting push per topic: a copy sent again replaces the first (RFC 8030 5.4). */
  topic: string;
}

/**
 * `delivered`: the push service took it. `gone`: the subscription no longer exists (404/410). `retry`: the
 * service was unreachable, overloaded or failing (network error, 429, 5xx). `rejected`: it refused this
 * push for good (another 4xx).
 */
export type DeliveryOutcome =
  | { kind: 'delivered' }
  | { kind: 'gone'; status: number }
  | { kind: 'retry'; reason: string; retryAfterMs: number | undefined }
  | { kind: 'rejected'; status: number };

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/**
 * Encrypts the payload for the subscription (RFC 8291 aes128gcm), signs with VAPID and posts it through the
 * outbound module (the endpoint is an address a user gave us).
 */
export async function sendPush(
  outboundFetch: OutboundFetch,
  delivery: PushDelivery,
  vapid: VapidKeys,
  subject: string,
): Promise<DeliveryOutcome> {
  // Loaded with the first push sent: a server whose people have no push subscriptions never needs it.
  const { default: webpush } = await import('web-push');
  const request = webpush.generateRequestDetails(
    { endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh, auth: delivery.auth } },
    delivery.payload,
    {
      vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: delivery.ttlSeconds,
      urgency: delivery.urgency,
      topic: delivery.topic,
      contentEncoding: 'aes128gcm',
    },
  );
  // The length is set from the body.
  const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string>;
  let response: Response;
  try {
    response = await outboundFetch(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body as Uint8Array<ArrayBuffer>,
      redirect: 'manual',
      timeoutMs: SEND_TIMEOUT_MS,
      maxResponseBytes: 64 * 1024,
    });
    await response.body?.cancel();
  } catch (error) {
    // An endpoint that resolves to an address we may not reach never will be delivered to.
    if (error instanceof OutboundError && error.failure === 'refused') return { kind: 'gone', status: 0 };
    return { kind: 'retry', reason: error instanceof Error ? error.message : String(error), retryAfterMs: undefined };
  }
  if (response.status >= 200 && response.status < 300) return { kind: 'delivered' };
  if (response.status === 404 || response.status === 410) return { kind: 'gone', status: response.status };
  if (response.status === 429 || response.status >= 500) {
    return {
      kind: 'retry',
      reason: `push service answered ${response.status}`,
      retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
    };
  }
  return { kind: 'rejected', status: response.status };
}
