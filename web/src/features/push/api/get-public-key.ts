import { api } from '../../../lib/api';

export function getPublicKey() {
  return api.get('/api/push/public-key');
}
