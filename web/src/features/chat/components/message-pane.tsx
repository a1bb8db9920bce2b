import { Fragment, useEffect, useRef } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { UserAvatar } from '../../../components/user-avatar';
import { SafetyMenuButton } from '../../safety/components/safety-menu-button';
import { useMessages } from '../api/get-messages';
import { useSendMessage } from '../api/send-message';
import { useOlderMessages } from '../hooks/use-older-messages';
import { useReadOnArrival } from '../hooks/use-read-on-arrival';
import { dayHeading, startsNewDay } from '../lib/message-days';
import type { Message } from '../types';
import { MessageBubble } from './message-bubble';
import { MessageInput } from './message-input';

export interface OpenConversation {
  userId: string;
  username: string;
  profilePic: string;
  /** Null for a placeholder: there is nothing to fetch until the first message. */
  conversationId: string | null;
}

export function MessagePane({
  conversation,
  myId,
  online,
  onSent,
}: {
  conversation: OpenConversation;
  myId: string;
  online: boolean;
  onSent: (message: Message) => void;
}) {
  const messages = useMessages(conversation.userId, conversation.conversationId !== null);
  const send = useSendMessage();
  const bottom = useRef<HTMLLIElement>(null);
  const list = messages.data ?? [];
  const lastId = list.at(-1)?._id;
  const older = useOlderMessages(conversation.userId, list);
  useReadOnArrival(conversation.conversationId, list, myId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new last message is exactly when to scroll
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [lastId, conversation.userId]);

  return (
    <section aria-label={`Conversation with ${conversation.username}`} className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-3 border-b border-zinc-200 p-3 dark:border-zinc-800">
        <UserAvatar src={conversation.profilePic} name="" size="sm" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">{conversation.username || 'Unknown'}</h2>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">{online ? 'Online' : 'Offline'}</p>
        </div>
        <SafetyMenuButton
          subject={{ _id: conversation.userId, username: conversation.username, profilePic: conversation.profilePic }}
          label="Conversation options"
          report={{
            target: { targetType: 'user', targetId: conversation.userId },
            label: `Report @${conversation.username}`,
          }}
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {messages.isLoading ? (
          <Spinner label="Loading messages" />
        ) : list.length === 0 ? (
          <p className="py-8 text-center text-zinc-600 dark:text-zinc-400">No messages yet</p>
        ) : (
          <ul className="space-y-2" aria-label="Messages">
            {older.hasOlder ? (
              <li className="flex justify-center">
                <button
                  type="button"
                  className={buttonStyles.ghost}
                  onClick={() => void older.loadOlder()}
                  disabled={older.loading}
                >
                  {older.loading ? 'Loading…' : 'Load older messages'}
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
                  sender={{ _id: conversation.userId, username: conversation.username }}
                />
              </Fragment>
            ))}
            <li ref={bottom} aria-hidden />
          </ul>
        )}
      </div>
      <MessageInput
        sending={send.isPending}
        onSend={(outgoing, done) =>
          send.mutate(
            { ...outgoing, recipientId: conversation.userId },
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
