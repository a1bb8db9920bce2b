import type { PointerEvent } from 'react';
import { onServer } from '../lib/server-render';
import { fullTime, timeAgo } from '../lib/time-ago';

/**
 * The full form as a hover's tooltip, made on the first hover in the browser: the first date formatter a
 * page makes costs it tens of milliseconds (ICU's date patterns), too much for taking a screen over. A
 * drawn page carries it already, for machines and readers without JavaScript.
 */
function addFullTime(event: PointerEvent<HTMLTimeElement>) {
  const time = event.currentTarget;
  if (!time.title) time.title = fullTime(time.dateTime);
}

/** "5m", "3h", "2d" or a date, with the full date and time on hover and for machines. */
export function RelativeTime({ date }: { date: string }) {
  return (
    <time dateTime={date} title={onServer ? fullTime(date) : undefined} onPointerEnter={addFullTime}>
      {timeAgo(date)}
    </time>
  );
}
