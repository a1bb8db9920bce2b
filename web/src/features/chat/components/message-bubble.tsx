import { Check, CheckCheck } from 'lucide-react';
import type { Message } from '../types';

/** SPEC §9: bubbles at most 350 px wide; pictures in a fixed 200 px box, so nothing jumps as they load. */
export function MessageBubble({ message, mine }: { message: Message; mine: boolean }) {
  return (
    <li data-testid="message" className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
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
    </li>
  );
}
