import { api } from '../../../lib/api';

export function saveSubscription(subscription: PushSubscriptionJSON) {
  return api<{ success: boolean }>('/api/push/subscriptions', { method: 'POST', body: subscription });
}
