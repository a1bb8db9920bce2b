import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function setUpTwoFactor() {
  return api.post('/api/users/2fa/setup');
}

export function enableTwoFactor(code: string) {
  return api.post('/api/users/2fa/enable', { body: { code } });
}

export function disableTwoFactor(password: string) {
  return api.post('/api/users/2fa/disable', { body: { password } });
}

export const useSetUpTwoFactor = () => useMutation({ mutationFn: setUpTwoFactor });
export const useEnableTwoFactor = () => useMutation({ mutationFn: enableTwoFactor });
export const useDisableTwoFactor = () => useMutation({ mutationFn: disableTwoFactor });
