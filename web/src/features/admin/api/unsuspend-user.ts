import { i18n } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { showSuccess } from '../../../lib/toast';
import { adminKeys } from './keys';

export function unsuspendUser(userId: string) {
  return api.post('/api/admin/users/{id}/unsuspend', { params: { path: { id: userId } } });
}

export function useUnsuspendUser(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsuspendUser,
    onSuccess: () => showSuccess(i18n._('@{username} can log in again', { username }), i18n._('Suspension lifted')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
