import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { setCurrentUser } from '../../../lib/current-user';

export function deleteAccount(input: { password: string; code?: string }) {
  return api<{ ok: true }>('/api/users/me', { method: 'DELETE', body: input });
}

/** The account and its sessions are gone: the app logs out, and the route guard takes the person to /auth. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      setCurrentUser(null);
      queryClient.clear();
    },
  });
}
