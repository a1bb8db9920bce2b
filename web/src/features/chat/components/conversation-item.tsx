import { i18n } from '@lingui/core';
import { CheckCheck, Users } from 'lucide-react';
import { RelativeTime } from '../../../components/relative-time';
import { UserAvatar } from '../../../components/user-avatar';
import { systemText } from '../lib/system-text';
import type { Conversation } from '../types';

export function ConversationItem({
  conversation,
  myId,
  selected,
  online,
  onSelect,
}: {
  conversation: Conversation;
  myId: string;
  selected: boolean;
  online: boolean;
  onSelect: () => void;
}) {
  const other = conversation.participants[0];
  const username = conversation.isGroup ? conversation.name : other?.username || i18n._('Unknown');
  const last = conversation.lastMessage;
  const preview = last.deleted
    ? i18n._('This message was deleted')
    : systemText(last) || (last.img ? i18n._('Image') : i18n._('No messages yet'));
  const unread = !selected && (conversation.unreadCount ?? 0) > 0;
  return (
    <li>
      <button
        type="button"
        data-testid="conversation"
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        className="flex w-full items-center gap-3 rounded-md p-2 text-start hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-sky-500 aria-[current=true]:bg-zinc-200 dark:hover:bg-zinc-800 dark:aria-[current=true]:bg-zinc-800"
      >
        <span className="relative shrink-0">
          {conversation.isGroup ? (
            <span className="flex size-12 items-center justify-center rounded-full bg-zinc-200 dark:bg-zinc-800">
              <Users className="size-5" aria-hidden />
            </span>
          ) : (
            <UserAvatar src={other?.profilePic} name="" />
          )}
          {online ? (
            <span
              data-testid="online-dot"
              className="absolute end-0 bottom-0 size-3 rounded-full border-2 border-white bg-green-500 dark:border-zinc-950"
            />
          ) : null}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className="min-w-0 flex-1 truncate font-semibold">
              {username}
              {online ? <span className="sr-only">{i18n._(', online')}</span> : null}
            </span>
            {last.date ? (
              <span data-testid="conversation-time" className="shrink-0 text-xs text-zinc-600 dark:text-zinc-400">
                <RelativeTime date={last.date} />
              </span>
            ) : null}
          </span>
          <span className="flex items-center gap-1 text-sm text-zinc-600 dark:text-zinc-400">
            {last.sender === myId && last.seen && !last.system ? (
              <CheckCheck className="size-4 shrink-0 text-sky-500" aria-label={i18n._('Seen')} />
            ) : null}
            <span className="truncate">{preview}</span>
          </span>
        </span>
        {unread ? (
          <span data-testid="unread-dot" className="size-2.5 shrink-0 rounded-full bg-sky-500">
            <span className="sr-only">{i18n._('Unread messages')}</span>
          </span>
        ) : null}
      </button>
    </li>
  );
}
