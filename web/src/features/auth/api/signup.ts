import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { setCurrentUser } from '../../../lib/current-user';
import type { SignupFields } from '../../../lib/validation';

export function signup(input: SignupFields) {
  return api.post('/api/users/signup', { body: input });
}

export function useSignup() {
  return useMutation({ mutationFn: signup, onSuccess: setCurrentUser });
}
