import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function setUpTwoFactor() {
  return api.post('/api/users/2fa/setup');
}

export function enableTwoFactor(code: string) {
  return api.post('/api/users/2fa/enable', { body: { code } });
}

/** Needs the password and a current code or an unused recovery code. */
export function disableTwoFactor(proof: { password: string; code: string }) {
  return api.post('/api/users/2fa/disable', { body: proof });
}

export const useSetUpTwoFactor = () => useMutation({ mutationFn: setUpTwoFactor });
export const useEnableTwoFactor = () => useMutation({ mutationFn: enableTwoFactor });
export const useDisableTwoFactor = () => useMutation({ mutationFn: disableTwoFactor });
