import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Message } from '../types';
import { chatKeys } from './keys';

export function addGroupMember(groupId: string, userId: string) {
  return api.post('/api/messages/groups/{id}/members', { params: { path: { id: groupId } }, body: { userId } });
}

export function leaveGroup(groupId: string) {
  return api.delete('/api/messages/groups/{id}/members/me', { params: { path: { id: groupId } } });
}

export function renameGroup(groupId: string, name: string) {
  return api.put('/api/messages/groups/{id}', { params: { path: { id: groupId } }, body: { name } });
}

/** A change to a group: its system message arrives on the socket too; the list is fetched again for members and name. */
export function useChangeGroup<T>(change: (input: T) => Promise<Message>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.conversations }),
  });
}
