import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { setCurrentUser } from '../../../lib/current-user';

/** This browser's push subscription goes first, while the session can still delete it on the server. */
export async function logout() {
  const { forgetThisDevice } = await import('../../push/lib/device');
  await forgetThisDevice();
  return api.post('/api/users/logout');
}

/** Forgets the user locally whatever the server says, without a word: a dead session is logged out anyway. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    meta: { silentError: true },
    onSettled: () => {
      setCurrentUser(null);
      queryClient.clear();
    },
  });
}
