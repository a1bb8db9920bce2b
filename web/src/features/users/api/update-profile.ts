import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setCurrentUser } from '../../../lib/current-user';
import { sendForm } from '../../../lib/upload';
import { postKeys } from '../../posts/api/keys';
import { userKeys } from './keys';

export interface ProfileChanges {
  name: string;
  username: string;
  email: string;
  bio: string;
  password: string;
  /** Sent only with a new password or email, which the server accepts only with it. */
  currentPassword?: string;
  profilePic: File | null;
}

/** Multipart, so a new avatar goes through the server's media pipeline with the other fields. */
export function updateProfile(userId: string, changes: ProfileChanges) {
  const form = new FormData();
  for (const key of ['name', 'username', 'email', 'bio', 'password'] as const) form.append(key, changes[key]);
  if (changes.currentPassword) form.append('currentPassword', changes.currentPassword);
  if (changes.profilePic) form.append('profilePic', changes.profilePic);
  return sendForm('put', '/api/users/update/{id}', { params: { path: { id: userId } }, form });
}

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => updateProfile(userId, changes),
    onSuccess: (user) => {
      setCurrentUser(user);
      queryClient.removeQueries({ queryKey: userKeys.profiles });
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
  });
}
