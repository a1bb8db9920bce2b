import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { Conversation } from '../types';

/**
 * `/chat?conversation=<id>` (where a message's push notification leads) opens that conversation once the
 * list has it; the address then drops the parameter so Back and reloads behave as usual.
 */
export function useConversationLink(
  conversations: Conversation[] | undefined,
  open: (conversation: Conversation) => void,
) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('conversation');
  useEffect(() => {
    if (!wanted || !conversations) return;
    const conversation = conversations.find((c) => c._id === wanted);
    if (conversation) open(conversation);
    setParams({}, { replace: true });
  }, [wanted, conversations, open, setParams]);
}
