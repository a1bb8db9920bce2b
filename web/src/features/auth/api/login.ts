import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ApiBody } from '../../../lib/api-paths';
import { setCurrentUser } from '../../../lib/current-user';
import { adoptAccountLocale } from '../../../lib/i18n/account-choice';

/** Username and password, and the authenticator or recovery code once the server asked for it. */
type LoginInput = ApiBody<'/api/users/login', 'post'>;

export function login(input: LoginInput) {
  return api.post('/api/users/login', { body: input });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      // The screen after sign-in shows in the account's language from its first frame.
      await adoptAccountLocale(user).catch(() => {});
      setCurrentUser(user);
    },
  });
}
