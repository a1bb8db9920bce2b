import { api } from '../../../lib/api';

export function getPublicKey() {
  return api<{ publicKey: string }>('/api/push/public-key');
}
