import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ApiBody } from '../../../lib/api-paths';

export function requestPasswordReset(email: string) {
  return api.post('/api/users/password-reset', { body: { email } });
}

export function confirmPasswordReset(input: ApiBody<'/api/users/password-reset/confirm', 'post'>) {
  return api.post('/api/users/password-reset/confirm', { body: input });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
