import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { setCurrentUser } from '../../../lib/current-user';
import type { SignupFields } from '../../../lib/validation';
import type { UserProfile } from '../../users/types';

export function signup(input: SignupFields) {
  return api<UserProfile>('/api/users/signup', { method: 'POST', body: input });
}

export function useSignup() {
  return useMutation({ mutationFn: signup, onSuccess: setCurrentUser });
}
