const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/** '… ago' wording for a past instant; future instants (clock skew) read as just now. */
export function timeAgo(date: string | number | Date, now: number = Date.now()): string {
  const elapsed = now - new Date(date).getTime();
  if (!Number.isFinite(elapsed) || elapsed < 45_000) return 'less than a minute ago';
  if (elapsed < HOUR) return plural(Math.max(1, Math.round(elapsed / MINUTE)), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < MONTH) return plural(Math.floor(elapsed / DAY), 'day');
  if (elapsed < YEAR) return plural(Math.floor(elapsed / MONTH), 'month');
  return plural(Math.floor(elapsed / YEAR), 'year');
}
