import { i18n } from '@lingui/core';
import { formattingLocale } from './i18n/locales';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

function locale(): string {
  return formattingLocale(i18n.locale || 'en', typeof navigator === 'undefined' ? [] : (navigator.languages ?? []));
}

const formats = new Map<string, object>();

/**
 * The soonest moment a relative time written since `readTimesFrom` would read otherwise ("5m" becoming "6m",
 * "now" becoming "1m", a date gaining its year): how long the server may reuse a drawing of a screen that
 * shows them (`ssr/render.tsx`, the server's `share/drawing-cache.ts`). Every relative time is written here.
 */
let readsUntil = Number.POSITIVE_INFINITY;

export function readTimesFrom(): void {
  readsUntil = Number.POSITIVE_INFINITY;
}

export function timesReadUntil(): number {
  return readsUntil;
}

function readsOtherwiseAt(moment: number): void {
  if (moment < readsUntil) readsUntil = moment;
}

/** The next step after `elapsed` in steps of `unit` from `time`. */
const nextStep = (time: number, elapsed: number, unit: number) => time + (Math.floor(elapsed / unit) + 1) * unit;
const nextYear = (now: number) => new Date(new Date(now).getFullYear() + 1, 0, 1).getTime();

/**
 * An Intl formatter made once per language and kind: making one costs a fraction of a millisecond, which a
 * list of posts (or the server drawing one) would pay twice per post.
 */
function reused<F extends object>(kind: string, make: (locale: string) => F): F {
  const key = `${locale()} ${kind}`;
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make(locale());
    formats.set(key, format);
  }
  return format;
}

/** "5m", "3h", "2d" in English, "5min" in Spanish, "5 分" in Japanese, "5 د" in Arabic (Intl's units). */
function compact(value: number, unit: 'minute' | 'hour' | 'day'): string {
  // Japanese reads a unit word ("5 分") where the others read a letter or two.
  const unitDisplay = i18n.locale === 'ja' ? 'short' : 'narrow';
  return reused(unit, (tag) => new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay })).format(value);
}

/**
 * Compact time since an instant: "now", "5m", "3h", "2d", then the date ("Mar 3", with the year when it is
 * not this one), each in the app's language by `Intl` ("now" is `Intl.RelativeTimeFormat`'s word for 0 s).
 * Future instants (clock skew) read as now. The one helper every screen uses.
 */
export function timeAgo(date: string | number | Date, now: number = Date.now()): string {
  const time = new Date(date).getTime();
  const elapsed = now - time;
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) {
    if (Number.isFinite(elapsed)) readsOtherwiseAt(time + MINUTE);
    return reused('now', (tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' })).format(0, 'second');
  }
  if (elapsed < WEEK) readsOtherwiseAt(nextStep(time, elapsed, elapsed < HOUR ? MINUTE : elapsed < DAY ? HOUR : DAY));
  if (elapsed < HOUR) return compact(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return compact(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return compact(Math.floor(elapsed / DAY), 'day');
  readsOtherwiseAt(nextYear(now));
  const sameYear = new Date(time).getFullYear() === new Date(now).getFullYear();
  const kind = sameYear ? 'date' : 'date and year';
  const year = sameYear ? undefined : 'numeric';
  return reused(kind, (tag) => new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', year })).format(time);
}

/**
 * Makes the formatter of "now" ahead of any render: a page's first Intl formatter is the costly one (its
 * language's ICU data, some 100 ms under a phone's CPU), so a drawn screen's hydration need not carry it.
 */
export function prepareTimeFormats(): void {
  timeAgo(Date.now());
}

/** The full date and time, for a tooltip beside the compact form. */
export function fullTime(date: string | number | Date): string {
  const format = reused('full', (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }));
  return format.format(new Date(date));
}

/**
 * Time since an instant in words, for a line with room to spare ("2 minutes ago", "yesterday", "3 weeks
 * ago"), by `Intl.RelativeTimeFormat` in the app's language; "now" within the first minute.
 */
export function timeAgoInWords(date: string | number | Date, now: number = Date.now()): string {
  const time = new Date(date).getTime();
  const elapsed = Math.max(0, now - time);
  const format = reused('now', (tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }));
  if (!Number.isFinite(elapsed)) return format.format(0, 'second');
  const unit =
    elapsed < HOUR ? MINUTE : elapsed < DAY ? HOUR : elapsed < WEEK ? DAY : elapsed < 5 * WEEK ? WEEK : 30 * DAY;
  readsOtherwiseAt(nextStep(time, elapsed, unit));
  if (elapsed < MINUTE) return format.format(0, 'second');
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return format.format(-Math.floor(elapsed / DAY), 'day');
  if (elapsed < 5 * WEEK) return format.format(-Math.floor(elapsed / WEEK), 'week');
  return format.format(-Math.floor(elapsed / (30 * DAY)), 'month');
}
