import { api } from '../../../lib/api';

export function deleteSubscription(endpoint: string) {
  return api<{ success: boolean }>('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } });
}
