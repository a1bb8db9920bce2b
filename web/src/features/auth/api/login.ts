import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { setCurrentUser } from '../../../lib/current-user';
import type { UserProfile } from '../../users/types';

export interface LoginInput {
  username: string;
  password: string;
  /** The authenticator or recovery code, once the server asked for it. */
  code?: string;
}

export function login(input: LoginInput) {
  return api<UserProfile>('/api/users/login', { method: 'POST', body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: setCurrentUser });
}
