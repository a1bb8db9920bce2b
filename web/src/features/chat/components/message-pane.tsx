import { i18n } from '@lingui/core';
import { Fragment, useEffect, useRef } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { LoadFailed } from '../../../components/load-failed';
import { Spinner } from '../../../components/spinner';
import { UserAvatar } from '../../../components/user-avatar';
import { SafetyMenuButton } from '../../safety/components/safety-menu-button';
import { useMessages } from '../api/get-messages';
import { useSendMessage } from '../api/send-message';
import { useOlderMessages } from '../hooks/use-older-messages';
import { useReadOnArrival } from '../hooks/use-read-on-arrival';
import { useAnnounceTyping, useTypingPeople } from '../hooks/use-typing';
import { dayHeading, startsNewDay } from '../lib/message-days';
import type { Thread } from '../lib/thread';
import type { Message, Participant } from '../types';
import { GroupHeader } from './group-header';
import { MessageBubble } from './message-bubble';
import { MessageInput } from './message-input';
import { SeenBy } from './seen-by';
import { TypingLine } from './typing-line';

export interface OpenConversation {
  thread: Thread;
  /** Null for a placeholder: there is nothing to fetch until the first message. */
  conversationId: string | null;
  /** The other person's username, or the group's name. */
  title: string;
  profilePic: string;
  group?: { name: string; members: Participant[] };
}

export function MessagePane({
  conversation,
  myId,
  online,
  onSent,
  onLeft,
}: {
  conversation: OpenConversation;
  myId: string;
  online: boolean;
  onSent: (message: Message) => void;
  onLeft: () => void;
}) {
  const { thread, group } = conversation;
  const messages = useMessages(thread, conversation.conversationId !== null);
  const send = useSendMessage();
  const bottom = useRef<HTMLLIElement>(null);
  const list = messages.data ?? [];
  const lastId = list.at(-1)?._id;
  const older = useOlderMessages(thread, list);
  useReadOnArrival(conversation.conversationId, list, myId);
  const typing = useTypingPeople(conversation.conversationId);
  const announceTyping = useAnnounceTyping(conversation.conversationId);
  const people = new Map((group?.members ?? []).map((member) => [member._id, member]));
  const otherId = 'userId' in thread ? thread.userId : '';
  const personOf = (id: string): Participant =>
    people.get(id) ??
    (id === otherId
      ? { _id: id, username: conversation.title, profilePic: conversation.profilePic }
      : { _id: id, username: '', profilePic: '' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new last message is exactly when to scroll
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [lastId, otherId]);

  return (
    <section
      aria-label={
        group
          ? i18n._('Group {name}', { name: group.name })
          : i18n._('Conversation with {title}', { title: conversation.title })
      }
      className="flex min-h-0 flex-1 flex-col"
    >
      {group && 'groupId' in thread ? (
        <GroupHeader groupId={thread.groupId} name={group.name} members={group.members} myId={myId} onLeft={onLeft} />
      ) : (
        <div className="flex items-center gap-3 border-b border-zinc-200 p-3 dark:border-zinc-800">
          <UserAvatar src={conversation.profilePic} name="" size="sm" />
          <div className="min-w-0 flex-1">
            <h2 className="truncate font-semibold">{conversation.title || i18n._('Unknown')}</h2>
            <p className="text-xs text-zinc-600 dark:text-zinc-400">{online ? i18n._('Online') : i18n._('Offline')}</p>
          </div>
          <SafetyMenuButton
            subject={{ _id: otherId, username: conversation.title, profilePic: conversation.profilePic }}
            label={i18n._('Conversation options')}
            report={{
              target: { targetType: 'user', targetId: otherId },
              label: i18n._('Report @{username}', { username: conversation.title }),
            }}
          />
        </div>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {messages.isLoading ? (
          <Spinner label={i18n._('Loading messages')} />
        ) : messages.isError && !messages.data ? (
          <LoadFailed
            message={i18n._("Couldn't load messages")}
            error={messages.error}
            onRetry={() => void messages.refetch()}
            retrying={messages.isFetching}
          />
        ) : list.length === 0 ? (
          <p className="py-8 text-center text-zinc-600 dark:text-zinc-400">{i18n._('No messages yet')}</p>
        ) : (
          <ul className="space-y-2" aria-label={i18n._('Messages')}>
            {older.hasOlder ? (
              <li className="flex justify-center">
                <button
                  type="button"
                  className={buttonStyles.ghost}
                  onClick={() => void older.loadOlder()}
                  disabled={older.loading}
                >
                  {older.loading ? i18n._('Loading…') : i18n._('Load older messages')}
                </button>
              </li>
            ) : null}
            {list.map((message, index) => (
              <Fragment key={message._id}>
                {startsNewDay(message.createdAt, list[index - 1]?.createdAt) ? (
                  <li
                    data-testid="message-day"
                    className="py-1 text-center text-xs font-semibold text-zinc-600 dark:text-zinc-400"
                  >
                    {dayHeading(message.createdAt)}
                  </li>
                ) : null}
                <MessageBubble
                  message={message}
                  mine={message.sender === myId}
                  sender={personOf(message.sender)}
                  showSender={Boolean(group)}
                />
              </Fragment>
            ))}
            {group && list.at(-1)?.seenBy?.length ? (
              <SeenBy people={(list.at(-1)?.seenBy ?? []).filter((id) => id !== myId).map(personOf)} />
            ) : null}
            <li ref={bottom} aria-hidden />
          </ul>
        )}
      </div>
      <TypingLine names={typing.map((id) => personOf(id).username || i18n._('Someone'))} />
      <MessageInput
        sending={send.isPending}
        onTyping={announceTyping}
        onSend={(outgoing, done) =>
          send.mutate(
            { ...outgoing, to: thread },
            {
              onSuccess: (message) => {
                done();
                onSent(message);
              },
            },
          )
        }
      />
    </section>
  );
}
