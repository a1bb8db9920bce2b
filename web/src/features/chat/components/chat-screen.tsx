import { i18n } from '@lingui/core';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useHideBottomBar } from '../../../app/bottom-bar-context';
import { buttonStyles } from '../../../components/button-styles';
import { LoadFailed } from '../../../components/load-failed';
import { Spinner } from '../../../components/spinner';
import { MOBILE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useOnlineUsers } from '../../realtime/hooks';
import { useConversations } from '../api/get-conversations';
import { chatKeys } from '../api/keys';
import { useChatRealtime } from '../hooks/use-chat-realtime';
import { useConversationLink } from '../hooks/use-conversation-link';
import { threadKey } from '../lib/thread';
import type { ListedConversation, Participant } from '../types';
import { ConversationItem } from './conversation-item';
import { MessagePane, type OpenConversation } from './message-pane';
import { NewGroupButton } from './new-group-dialog';
import { UserSearchBox } from './user-search-box';

function placeholderFor(user: Participant): ListedConversation {
  return {
    _id: `temp-${Date.now()}`,
    mock: true,
    participants: [user],
    lastMessage: { _id: '', text: '', img: '', sender: '', date: '', seen: true },
    unreadCount: 0,
  };
}

/** A conversation's thread key: the other person's id for a pair, the group's otherwise. */
const keyOf = (c: ListedConversation) => (c.isGroup ? threadKey({ groupId: c._id }) : (c.participants[0]?._id ?? ''));

function openConversation(selected: ListedConversation | undefined): OpenConversation | null {
  if (!selected) return null;
  if (selected.isGroup) {
    return {
      thread: { groupId: selected._id },
      conversationId: selected._id,
      title: selected.name ?? '',
      profilePic: '',
      group: { name: selected.name ?? '', members: selected.participants },
    };
  }
  const other = selected.participants[0];
  if (!other) return null;
  return {
    thread: { userId: other._id },
    conversationId: selected.mock ? null : selected._id,
    title: other.username,
    profilePic: other.profilePic,
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
  const [placeholders, setPlaceholders] = useState<ListedConversation[]>([]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);

  const real = conversations.data ?? [];
  const withKey = (key: string) => (c: ListedConversation) => keyOf(c) === key;
  const list: ListedConversation[] = [...placeholders.filter((p) => !real.some(withKey(keyOf(p)))), ...real];
  const selected = selectedKey ? list.find(withKey(selectedKey)) : undefined;
  const open = openConversation(selected);

  useChatRealtime(myId, open?.conversationId ?? null);
  useHideBottomBar(isMobile && Boolean(selectedKey));
  useConversationLink(conversations.data, (conversation) => setSelectedKey(keyOf(conversation)));

  const startWith = (user: Participant) => {
    if (!list.some(withKey(user._id))) setPlaceholders((old) => [placeholderFor(user), ...old]);
    setSelectedKey(user._id);
  };

  const back = () => {
    if (isMobile && selectedKey) setSelectedKey(null);
    else navigate('/');
  };

  const showList = !isMobile || !selectedKey;
  const showPane = !isMobile || Boolean(selectedKey);

  return (
    <div className="flex h-[calc(100dvh-7rem)] flex-col gap-3">
      <div className="flex items-center gap-2">
        <button type="button" className={buttonStyles.icon} aria-label={i18n._('Back')} onClick={back}>
          <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden />
        </button>
        <h1 className="text-xl font-bold">{i18n._('Chat')}</h1>
      </div>
      <div className="flex min-h-0 flex-1 gap-4">
        {showList ? (
          <aside
            className="flex w-full min-w-0 flex-col gap-3 md:w-72 md:shrink-0"
            aria-label={i18n._('Conversations')}
          >
            <div className="flex items-center justify-between gap-2">
              <h2 className="font-bold">{i18n._('Your Conversations')}</h2>
              <NewGroupButton myId={myId} onCreated={(group) => setSelectedKey(keyOf(group))} />
            </div>
            <UserSearchBox myId={myId} onFound={startWith} />
            {conversations.isPending ? (
              <Spinner label={i18n._('Loading conversations')} />
            ) : conversations.isError && !conversations.data && placeholders.length === 0 ? (
              <LoadFailed
                message={i18n._("Couldn't load your conversations")}
                error={conversations.error}
                onRetry={() => void conversations.refetch()}
                retrying={conversations.isFetching}
              />
            ) : list.length === 0 ? (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">{i18n._('No messages yet')}</p>
            ) : (
              <ul className="min-h-0 flex-1 space-y-1 overflow-y-auto">
                {list.map((conversation) => {
                  const key = keyOf(conversation);
                  return (
                    <ConversationItem
                      key={conversation._id}
                      conversation={conversation}
                      myId={myId}
                      selected={key === selectedKey}
                      online={!conversation.isGroup && online.includes(key)}
                      onSelect={() => setSelectedKey(key)}
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
                key={threadKey(open.thread)}
                conversation={open}
                myId={myId}
                online={'userId' in open.thread && online.includes(open.thread.userId)}
                onLeft={() => setSelectedKey(null)}
                onSent={() => {
                  if (!selected?.mock) return;
                  // The first message made the conversation real: the server's list now has it.
                  void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
                }}
              />
            ) : (
              <p className="m-auto p-6 text-center text-zinc-600 dark:text-zinc-400">
                {i18n._('Select a conversation to start messaging')}
              </p>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}
