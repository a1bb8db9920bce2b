import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useHideBottomBar } from '../../../app/bottom-bar-context';
import { buttonStyles } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { MOBILE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useOnlineUsers } from '../../realtime/hooks';
import { chatKeys } from '../api/chat-keys';
import { useConversations } from '../api/get-conversations';
import { useChatRealtime } from '../hooks/use-chat-realtime';
import { useConversationLink } from '../hooks/use-conversation-link';
import type { Conversation, Participant } from '../types';
import { ConversationItem } from './conversation-item';
import { MessagePane, type OpenConversation } from './message-pane';
import { UserSearchBox } from './user-search-box';

function placeholderFor(user: Participant): Conversation {
  return {
    _id: `temp-${Date.now()}`,
    mock: true,
    participants: [user],
    lastMessage: { text: '', sender: '' },
  };
}

/**
 * Conversations beside the open one. On small screens only one of the two shows: picking a
 * conversation hides the list, and Back returns to it (or home when the list is showing).
 */
export function ChatScreen({ myId }: { myId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const online = useOnlineUsers();
  const conversations = useConversations();
  const [placeholders, setPlaceholders] = useState<Conversation[]>([]);
  const [selectedUserId, setSelectedUserId] = useState<string | null>(null);

  const real = conversations.data ?? [];
  const withUser = (userId: string) => (c: Conversation) => c.participants[0]?._id === userId;
  const list = [...placeholders.filter((p) => !real.some(withUser(p.participants[0]?._id ?? ''))), ...real];
  const selected = selectedUserId ? list.find(withUser(selectedUserId)) : undefined;
  const other = selected?.participants[0];
  const open: OpenConversation | null =
    selected && other
      ? {
          userId: other._id,
          username: other.username,
          profilePic: other.profilePic,
          conversationId: selected.mock ? null : selected._id,
        }
      : null;

  useChatRealtime(myId, open?.userId ?? null);
  useHideBottomBar(isMobile && Boolean(selectedUserId));
  useConversationLink(conversations.data, setSelectedUserId);

  const startWith = (user: Participant) => {
    if (!list.some(withUser(user._id))) setPlaceholders((old) => [placeholderFor(user), ...old]);
    setSelectedUserId(user._id);
  };

  const back = () => {
    if (isMobile && selectedUserId) setSelectedUserId(null);
    else navigate('/');
  };

  const showList = !isMobile || !selectedUserId;
  const showPane = !isMobile || Boolean(selectedUserId);

  return (
    <div className="flex h-[calc(100dvh-7rem)] flex-col gap-3">
      <div className="flex items-center gap-2">
        <button type="button" className={buttonStyles.icon} aria-label="Back" onClick={back}>
          <ArrowLeft className="size-5" aria-hidden />
        </button>
        <h1 className="text-xl font-bold">Chat</h1>
      </div>
      <div className="flex min-h-0 flex-1 gap-4">
        {showList ? (
          <aside className="flex w-full min-w-0 flex-col gap-3 md:w-72 md:shrink-0" aria-label="Conversations">
            <h2 className="font-bold">Your Conversations</h2>
            <UserSearchBox myId={myId} onFound={startWith} />
            {conversations.isPending ? (
              <Spinner label="Loading conversations" />
            ) : list.length === 0 ? (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">No messages yet</p>
            ) : (
              <ul className="min-h-0 flex-1 space-y-1 overflow-y-auto">
                {list.map((conversation) => {
                  const userId = conversation.participants[0]?._id ?? '';
                  return (
                    <ConversationItem
                      key={conversation._id}
                      conversation={conversation}
                      myId={myId}
                      selected={userId === selectedUserId}
                      online={online.includes(userId)}
                      onSelect={() => setSelectedUserId(userId)}
                    />
                  );
                })}
              </ul>
            )}
          </aside>
        ) : null}
        {showPane ? (
          <div className="flex min-w-0 flex-1 flex-col rounded-lg border border-zinc-200 dark:border-zinc-800">
            {open ? (
              <MessagePane
                key={open.userId}
                conversation={open}
                myId={myId}
                online={online.includes(open.userId)}
                onSent={() => {
                  if (!selected?.mock) return;
                  // The first message made the conversation real: the server's list now has it.
                  void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
                }}
              />
            ) : (
              <p className="m-auto p-6 text-center text-zinc-600 dark:text-zinc-400">
                Select a conversation to start messaging
              </p>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}
