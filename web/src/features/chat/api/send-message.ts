import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { errorMessage, showError } from '../../../lib/toast';
import { addMessage } from '../lib/cache';
import type { Message } from '../types';

export interface OutgoingMessage {
  recipientId: string;
  message: string;
  img: File | null;
}

/** JSON for text; multipart when an image goes along, so the picture is streamed, not base64-inflated. */
export function sendMessage({ recipientId, message, img }: OutgoingMessage) {
  if (!img) return api<Message>('/api/messages', { method: 'POST', body: { recipientId, message } });
  const form = new FormData();
  form.append('recipientId', recipientId);
  form.append('message', message);
  form.append('img', img);
  return api<Message>('/api/messages', { method: 'POST', body: form });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message, { recipientId }) => addMessage(queryClient, recipientId, message, true),
    onError: (error) => showError(errorMessage(error)),
  });
}
