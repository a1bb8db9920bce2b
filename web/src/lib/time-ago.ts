const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * Compact time since an instant: "now", "5m", "3h", "2d", then the date ("Mar 3", with the year when it is
 * not this one). Future instants (clock skew) read as now. The one helper every screen uses.
 */
export function timeAgo(date: string | number | Date, now: number = Date.now()): string {
  const time = new Date(date).getTime();
  const elapsed = now - time;
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return 'now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)}d`;
  const sameYear = new Date(time).getFullYear() === new Date(now).getFullYear();
  return new Date(time).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    year: sameYear ? undefined : 'numeric',
  });
}

/** The full date and time, for a tooltip beside the compact form. */
export function fullTime(date: string | number | Date): string {
  return new Date(date).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
