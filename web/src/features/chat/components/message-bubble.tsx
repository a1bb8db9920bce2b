import { i18n } from '@lingui/core';
import { Check, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { UserAvatar } from '../../../components/user-avatar';
import { useLongPress } from '../../../lib/use-long-press';
import { ViewableImage } from '../../image-viewer/components/viewable-image';
import { SafetyMenuButton } from '../../safety/components/safety-menu-button';
import { useDeleteMessage } from '../api/delete-message';
import { messageTime } from '../lib/message-days';
import { systemText } from '../lib/system-text';
import type { Message, Participant } from '../types';
import { BlockedMessage } from './blocked-message';
import { MessageText } from './message-text';

/** Shown on hover or keyboard focus; on touch screens a long-press on the bubble opens the menu instead. */
const menuTrigger =
  'inline-flex size-8 shrink-0 items-center justify-center self-center rounded-full opacity-0 transition-opacity hover:bg-zinc-100 pointer-fine:group-hover:opacity-100 pointer-coarse:pointer-events-none focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-sky-500 data-[state=open]:opacity-100 dark:hover:bg-zinc-800';

/**
 * CONTRACT §9: bubbles at most 350 px wide; pictures in a fixed 200 px box, so nothing jumps as they load.
 * In a group, others' bubbles show who sent them; a group's changes show as a centred line; a message from
 * someone I blocked stays collapsed until tapped.
 */
export function MessageBubble({
  message,
  mine,
  sender,
  showSender,
}: {
  message: Message;
  mine: boolean;
  sender: Participant;
  showSender: boolean;
}) {
  const remove = useDeleteMessage();
  const [revealed, setRevealed] = useState(false);
  const [menuRequests, setMenuRequests] = useState(0);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const longPress = useLongPress(() => setMenuRequests((count) => count + 1));
  if (message.fromBlocked && !revealed) return <BlockedMessage onShow={() => setRevealed(true)} />;
  if (message.system) {
    return (
      <li data-testid="system-message" className="py-1 text-center text-xs text-zinc-600 dark:text-zinc-400">
        {systemText(message)}
      </li>
    );
  }
  const deleted = message.deleted === true;
  return (
    <li data-testid="message" className={`group flex gap-1 ${mine ? 'justify-end' : 'justify-start'}`}>
      {mine && !deleted ? (
        <>
          <SafetyMenuButton
            subject={null}
            label={i18n._('Message options')}
            actions={[{ label: i18n._('Delete'), onSelect: () => setConfirmingDelete(true) }]}
            triggerClassName={menuTrigger}
            openRequests={menuRequests}
          />
          <ConfirmDialog
            open={confirmingDelete}
            onOpenChange={setConfirmingDelete}
            title={i18n._('Delete this message?')}
            description={i18n._('It will be removed for everyone in the conversation.')}
            confirmLabel={i18n._('Delete')}
            onConfirm={() => remove.mutate(message)}
          />
        </>
      ) : null}
      {showSender && !mine ? <UserAvatar src={sender.profilePic} name="" size="sm" /> : null}
      <div
        data-testid="message-bubble"
        {...(deleted ? {} : longPress)}
        className={`max-w-[350px] space-y-1 rounded-2xl px-3 py-2 pointer-coarse:select-none pointer-coarse:[-webkit-touch-callout:none] ${
          mine ? 'bg-sky-700 text-white' : 'bg-zinc-200 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100'
        }`}
      >
        {showSender && !mine ? (
          <p className="text-xs font-semibold" data-testid="message-sender">
            {sender.username || i18n._('Former member')}
          </p>
        ) : null}
        {deleted ? <p className="italic opacity-80">{i18n._('This message was deleted')}</p> : null}
        {message.img ? (
          <ViewableImage
            src={message.img}
            alt={i18n._('Message attachment')}
            width={200}
            height={200}
            loading="lazy"
            buttonClassName="rounded-lg"
            className="size-[200px] rounded-lg bg-black/20 object-cover"
          />
        ) : null}
        {message.text ? <MessageText text={message.text} /> : null}
        <p
          className={`flex items-center justify-end gap-1 text-xs ${mine ? 'text-sky-100' : 'text-zinc-600 dark:text-zinc-400'}`}
        >
          <time dateTime={message.createdAt} data-testid="message-time">
            {messageTime(message.createdAt)}
          </time>
          {mine && !message.seenBy ? (
            <span data-testid="seen-tick" data-seen={message.seen}>
              {message.seen ? (
                <CheckCheck className="size-4 text-sky-200" aria-label={i18n._('Seen')} />
              ) : (
                <Check className="size-4 text-sky-100/80" aria-label={i18n._('Sent')} />
              )}
            </span>
          ) : null}
        </p>
      </div>
      {mine || deleted ? null : (
        <SafetyMenuButton
          subject={sender}
          label={i18n._('Message options')}
          report={{ target: { targetType: 'message', targetId: message._id }, label: i18n._('Report message') }}
          triggerClassName={menuTrigger}
          openRequests={menuRequests}
        />
      )}
    </li>
  );
}
