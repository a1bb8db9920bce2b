import { api } from '../../../lib/api';

export function deleteSubscription(endpoint: string) {
  return api.delete('/api/push/subscriptions', { body: { endpoint } });
}
