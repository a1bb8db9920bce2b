import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ApiBody } from '../../../lib/api-paths';
import { setCurrentUser } from '../../../lib/current-user';

/** Username and password, and the authenticator or recovery code once the server asked for it. */
type LoginInput = ApiBody<'/api/users/login', 'post'>;

export function login(input: LoginInput) {
  return api.post('/api/users/login', { body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: setCurrentUser });
}
