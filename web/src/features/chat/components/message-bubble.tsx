import { Check, CheckCheck } from 'lucide-react';
import { SafetyMenuButton } from '../../safety/components/safety-menu-button';
import type { SafetySubject } from '../../safety/types';
import type { Message } from '../types';

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
          <img
            src={message.img}
            alt="Message attachment"
            width={200}
            height={200}
            loading="lazy"
            className="size-[200px] rounded-lg bg-black/20 object-cover"
          />
        ) : null}
        {message.text ? <p className="break-words whitespace-pre-wrap">{message.text}</p> : null}
        {mine ? (
          <p className="flex justify-end" data-testid="seen-tick" data-seen={message.seen}>
            {message.seen ? (
              <CheckCheck className="size-4 text-sky-200" aria-label="Seen" />
            ) : (
              <Check className="size-4 text-sky-100/80" aria-label="Sent" />
            )}
          </p>
        ) : null}
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
