import { i18n } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';
import { sendForm } from '../../../lib/upload';
import { type SendMessageAck, sendOverSocket, socketIdHeader } from '../../realtime/realtime';
import { addMessage } from '../lib/cache';
import { type Thread, threadKey } from '../lib/thread';
import type { Message } from '../types';

export interface OutgoingMessage {
  to: Thread;
  message: string;
  img: File | null;
}

const NOT_CONFIRMED = /*i18n*/ 'The message was not confirmed. Check your connection and try again.';

/** The socket's acknowledgement as the message, or the server's refusal as an error like HTTP's. */
async function acknowledged(ack: Promise<SendMessageAck>): Promise<Message> {
  const answer = await ack.catch(() => {
    throw new ApiError(i18n._(NOT_CONFIRMED), 0);
  });
  if ('error' in answer) throw new ApiError(answer.error, 0);
  return answer.message;
}

/**
 * Text goes over the tab's socket when it is connected (acknowledged once stored), else as JSON over
 * HTTP; multipart when an image goes along, so the picture is streamed, not base64-inflated.
 */
export function sendMessage({ to, message, img }: OutgoingMessage) {
  const target = 'userId' in to ? { recipientId: to.userId } : { conversationId: to.groupId };
  if (!img) {
    const overSocket = sendOverSocket({ ...target, message });
    if (overSocket) return acknowledged(overSocket);
    return api.post('/api/messages', { body: { ...target, message }, headers: socketIdHeader() });
  }
  const form = new FormData();
  for (const [field, value] of Object.entries(target)) form.append(field, value);
  form.append('message', message);
  form.append('img', img);
  return sendForm('post', '/api/messages', { form, headers: socketIdHeader() });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message, { to }) => addMessage(queryClient, threadKey(to), message, true),
  });
}
