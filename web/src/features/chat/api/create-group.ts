import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ApiBody } from '../../../lib/api-paths';
import type { Conversation } from '../types';
import { chatKeys } from './keys';

export function createGroup(body: ApiBody<'/api/messages/groups', 'post'>) {
  return api.post('/api/messages/groups', { body });
}

/** The new group goes to the top of the list at once. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: (group) =>
      queryClient.setQueryData<Conversation[]>(chatKeys.conversations, (old) => [
        group,
        ...(old ?? []).filter((c) => c._id !== group._id),
      ]),
  });
}
