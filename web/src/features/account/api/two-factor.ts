import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function setUpTwoFactor() {
  return api<{ secret: string; otpauthUrl: string }>('/api/users/2fa/setup', { method: 'POST' });
}

export function enableTwoFactor(code: string) {
  return api<{ recoveryCodes: string[] }>('/api/users/2fa/enable', { method: 'POST', body: { code } });
}

export function disableTwoFactor(password: string) {
  return api<{ ok: true }>('/api/users/2fa/disable', { method: 'POST', body: { password } });
}

export const useSetUpTwoFactor = () => useMutation({ mutationFn: setUpTwoFactor });
export const useEnableTwoFactor = () => useMutation({ mutationFn: enableTwoFactor });
export const useDisableTwoFactor = () => useMutation({ mutationFn: disableTwoFactor });
