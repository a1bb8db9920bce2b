import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, showError } from '../../../lib/toast';
import { chatKeys } from '../api/chat-keys';
import { getMessages, MESSAGE_PAGE_SIZE } from '../api/get-messages';
import type { Message } from '../types';

/** Fetches the page before the oldest message shown and puts it in front of the conversation. */
export function useOlderMessages(otherUserId: string, messages: Message[]) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const [exhausted, setExhausted] = useState(false);
  const oldest = messages[0]?._id;

  const loadOlder = async () => {
    if (!oldest || loading) return;
    setLoading(true);
    try {
      const older = await getMessages(otherUserId, oldest);
      if (older.length < MESSAGE_PAGE_SIZE) setExhausted(true);
      queryClient.setQueryData<Message[]>(chatKeys.messages(otherUserId), (current = []) => {
        const known = new Set(current.map((m) => m._id));
        return [...older.filter((m) => !known.has(m._id)), ...current];
      });
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setLoading(false);
    }
  };

  return { hasOlder: !exhausted && messages.length >= MESSAGE_PAGE_SIZE, loading, loadOlder };
}
