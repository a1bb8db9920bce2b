import { i18n } from '@lingui/core';
import { formattingLocale } from '../../../lib/i18n/locales';

const dateLocale = () => formattingLocale(i18n.locale || 'en', navigator.languages ?? []);

const startOfDay = (time: number) => {
  const day = new Date(time);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
};

/** The heading over a day's messages, by the reader's calendar: Today, Yesterday, then the date. */
export function dayHeading(createdAt: string, now: number = Date.now()): string {
  const time = new Date(createdAt).getTime();
  const today = startOfDay(now);
  if (time >= today) return i18n._('Today');
  if (time >= startOfDay(today - 1)) return i18n._('Yesterday');
  const sameYear = new Date(time).getFullYear() === new Date(now).getFullYear();
  return new Date(time).toLocaleDateString(dateLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: sameYear ? undefined : 'numeric',
  });
}

/** Whether a message starts a new day after the one before it (the first always does). */
export function startsNewDay(createdAt: string, previous: string | undefined): boolean {
  return (
    previous === undefined || startOfDay(new Date(createdAt).getTime()) !== startOfDay(new Date(previous).getTime())
  );
}

/** The clock time a message was sent, in the reader's locale ("14:05" or "2:05 PM"). */
export function messageTime(createdAt: string): string {
  return new Date(createdAt).toLocaleTimeString(dateLocale(), { hour: 'numeric', minute: '2-digit' });
}
