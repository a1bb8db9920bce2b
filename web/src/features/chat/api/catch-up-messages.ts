import type { QueryClient } from '@tanstack/react-query';
import { notYetShown } from '../../../lib/not-yet-shown';
import { type Thread, threadKey } from '../lib/thread';
import type { Message } from '../types';
import { getMessages, MESSAGE_PAGE_SIZE } from './get-messages';
import { chatKeys } from './keys';

/**
 * After a reconnect: fetches what came after the last message shown, page by page, and appends it,
 * so the older messages already loaded stay. With nothing shown yet, the conversation just refetches.
 */
export async function catchUpMessages(queryClient: QueryClient, thread: Thread): Promise<void> {
  const key = chatKeys.messages(threadKey(thread));
  let after = queryClient.getQueryData<Message[]>(key)?.at(-1)?._id;
  if (!after) {
    await queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  for (;;) {
    const page = await getMessages(thread, { after });
    queryClient.setQueryData<Message[]>(key, (current = []) => [...current, ...notYetShown(page, current)]);
    const last = page.at(-1)?._id;
    if (!last || page.length < MESSAGE_PAGE_SIZE) return;
    after = last;
  }
}
