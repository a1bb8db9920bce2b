import { api } from '../../../lib/api';

/** The browser types every field of its subscription as optional; a real one has them all. */
export function saveSubscription({ endpoint = '', expirationTime, keys = {} }: PushSubscriptionJSON) {
  const body = { endpoint, expirationTime, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } };
  return api.post('/api/push/subscriptions', { body });
}
