import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { markDeleted } from '../lib/cache';
import type { Message } from '../types';

export function deleteMessage(messageId: string) {
  return api.delete('/api/messages/{id}', { params: { path: { id: messageId } } });
}

/** Shown deleted at once; put back if the server refuses. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: Message) => deleteMessage(message._id),
    onMutate: (message) => markDeleted(queryClient, message.conversationId, message._id),
    onError: (_error, _message, restore) => restore?.(),
  });
}
