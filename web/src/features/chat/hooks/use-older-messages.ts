import { useQueryClient } from '@tanstack/react-query';
import { notYetShown } from '../../../lib/not-yet-shown';
import { refetchIfFetching } from '../../../lib/refetch-if-fetching';
import { errorMessage, showError } from '../../../lib/toast';
import { useLoadOlder } from '../../../lib/use-load-older';
import { getMessages, MESSAGE_PAGE_SIZE } from '../api/get-messages';
import { chatKeys } from '../api/keys';
import { type Thread, threadKey } from '../lib/thread';
import type { Message } from '../types';

/** Fetches the page before the oldest message shown and puts it in front of the conversation. */
export function useOlderMessages(thread: Thread, messages: Message[]) {
  const queryClient = useQueryClient();
  return useLoadOlder({
    cursor: messages[0]?._id,
    shown: messages.length,
    pageSize: MESSAGE_PAGE_SIZE,
    fetchPage: (before) => getMessages(thread, { before }),
    merge: (older) => {
      const key = chatKeys.messages(threadKey(thread));
      queryClient.setQueryData<Message[]>(key, (current = []) => [...notYetShown(older, current), ...current]);
      // A refetch in flight reads back only to the oldest message shown when it started.
      refetchIfFetching(queryClient, key);
    },
    onError: (error) => showError(errorMessage(error)),
  });
}
