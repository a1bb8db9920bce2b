import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function requestPasswordReset(email: string) {
  return api<{ ok: true }>('/api/users/password-reset', { method: 'POST', body: { email } });
}

export function confirmPasswordReset(input: { token: string; password: string }) {
  return api<{ ok: true }>('/api/users/password-reset/confirm', { method: 'POST', body: input });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
