import { i18n } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ApiBody } from '../../../lib/api-paths';
import { setCurrentUser } from '../../../lib/current-user';
import { showSuccess } from '../../../lib/toast';

export function deleteAccount(input: ApiBody<'/api/users/me', 'delete'>) {
  return api.delete('/api/users/me', { body: input });
}

/**
 * The account and its sessions are gone: the app says so and logs out, and the route guard takes the person
 * to /auth. The toast is shown here, not by the caller: logging out unmounts Settings before a caller's
 * own success callback would run.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      showSuccess(i18n._('Your account has been deleted'));
      setCurrentUser(null);
      queryClient.clear();
    },
  });
}
