import { i18n } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { setCurrentUser } from '../../../lib/current-user';
import { showSuccess } from '../../../lib/toast';

export function freezeAccount() {
  return api.put('/api/users/freeze');
}

/**
 * The server ends every session of a frozen account, so the app logs out right after; the route
 * guard then takes the user to /auth, which is why the toast is shown here and not by the screen.
 */
export function useFreezeAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: freezeAccount,
    onSuccess: () => {
      showSuccess(i18n._('Your account has been frozen'));
      setCurrentUser(null);
      queryClient.clear();
    },
  });
}
