import { fullTime, timeAgo } from '../lib/time-ago';

/** "5m", "3h", "2d" or a date, with the full date and time on hover and for machines. */
export function RelativeTime({ date }: { date: string }) {
  return (
    <time dateTime={date} title={fullTime(date)}>
      {timeAgo(date)}
    </time>
  );
}
