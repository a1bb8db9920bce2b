import { Check, CheckCheck } from 'lucide-react';
import { ViewableImage } from '../../image-viewer/components/viewable-image';
import { SafetyMenuButton } from '../../safety/components/safety-menu-button';
import type { SafetySubject } from '../../safety/types';
import { messageTime } from '../lib/message-days';
import type { Message } from '../types';
import { MessageText } from './message-text';

const menuTrigger =
  'inline-flex size-8 shrink-0 items-center justify-center self-center rounded-full transition-opacity hover:bg-zinc-100 pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-sky-500 data-[state=open]:opacity-100 dark:hover:bg-zinc-800';

/** SPEC §9: bubbles at most 350 px wide; pictures in a fixed 200 px box, so nothing jumps as they load. */
export function MessageBubble({ message, mine, sender }: { message: Message; mine: boolean; sender: SafetySubject }) {
  return (
    <li data-testid="message" className={`group flex gap-1 ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[350px] space-y-1 rounded-2xl px-3 py-2 ${
          mine ? 'bg-sky-700 text-white' : 'bg-zinc-200 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100'
        }`}
      >
        {message.img ? (
          <ViewableImage
            src={message.img}
            alt="Message attachment"
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
          {mine ? (
            <span data-testid="seen-tick" data-seen={message.seen}>
              {message.seen ? (
                <CheckCheck className="size-4 text-sky-200" aria-label="Seen" />
              ) : (
                <Check className="size-4 text-sky-100/80" aria-label="Sent" />
              )}
            </span>
          ) : null}
        </p>
      </div>
      {mine ? null : (
        <SafetyMenuButton
          subject={sender}
          label="Message options"
          report={{ target: { targetType: 'message', targetId: message._id }, label: 'Report message' }}
          triggerClassName={menuTrigger}
        />
      )}
    </li>
  );
}
