import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { readTimesFrom, timeAgo, timeAgoInWords, timesReadUntil } from './time-ago';

const now = Date.parse('2026-03-20T12:00:00Z');
const ago = (ms: number) => timeAgo(new Date(now - ms).toISOString(), now);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it('says now for the first minute and for clocks slightly ahead', () => {
    expect(ago(0)).toBe('now');
    expect(ago(59_000)).toBe('now');
    expect(ago(-5_000)).toBe('now');
  });

  it('counts whole minutes, hours and days in their short forms', () => {
    expect(ago(MINUTE)).toBe('1m');
    expect(ago(5 * MINUTE + 59_000)).toBe('5m');
    expect(ago(HOUR)).toBe('1h');
    expect(ago(23 * HOUR + 59 * MINUTE)).toBe('23h');
    expect(ago(DAY)).toBe('1d');
    expect(ago(6 * DAY + 23 * HOUR)).toBe('6d');
  });

  it('gives the date from a week on, with the year only when it is not this one', () => {
    const thisYear = ago(10 * DAY);
    expect(thisYear).toMatch(/10/);
    expect(thisYear).not.toMatch(/2026|ago|d$/);
    expect(ago(400 * DAY)).toMatch(/2025/);
  });

  it('accepts numbers and dates and treats garbage as now', () => {
    expect(timeAgo(now - 2 * MINUTE, now)).toBe('2m');
    expect(timeAgo(new Date(now - 2 * MINUTE), now)).toBe('2m');
    expect(timeAgo('not a date', now)).toBe('now');
  });

  it('speaks the active language through Intl', () => {
    i18n.load({ es: {}, ja: {}, ar: {} });
    try {
      i18n.activate('es');
      expect(ago(0)).toBe('ahora');
      expect(ago(5 * MINUTE)).toBe('5min');
      i18n.activate('ja');
      expect(ago(5 * MINUTE)).toBe('5 分');
      expect(ago(3 * HOUR)).toMatch(/^3\s?時間$/);
      i18n.activate('ar');
      expect(ago(0)).toBe('الآن');
    } finally {
      i18n.activate('en');
    }
  });
});

describe('timeAgoInWords', () => {
  const words = (ms: number) => timeAgoInWords(new Date(now - ms).toISOString(), now);

  it('says how long ago in words, in the app language', () => {
    i18n.activate('en');
    expect(words(10_000)).toBe('now');
    expect(words(2 * MINUTE + 5_000)).toBe('2 minutes ago');
    expect(words(3 * HOUR)).toBe('3 hours ago');
    expect(words(DAY)).toBe('yesterday');
    expect(words(15 * DAY)).toBe('2 weeks ago');
    expect(words(90 * DAY)).toBe('3 months ago');
    i18n.activate('es');
    expect(words(2 * MINUTE)).toBe('hace 2 minutos');
    i18n.activate('en');
  });
});

describe('the moment a written relative time would read otherwise', () => {
  /** Written at `now`: the text, the moment it says it changes, and the text just before and at that moment. */
  function changes(write: (date: string, at: number) => string, ago: number) {
    const date = new Date(now - ago).toISOString();
    readTimesFrom();
    const text = write(date, now);
    const until = timesReadUntil();
    return { text, until, before: write(date, until - 1), at: write(date, until) };
  }

  it('is the next step of every relative time written since, and a date reads the same until the new year', () => {
    i18n.activate('en');
    for (const write of [timeAgo, timeAgoInWords]) {
      for (const ago of [
        -5_000,
        0,
        10_000,
        5 * MINUTE + 1,
        59 * MINUTE,
        3 * HOUR + 7,
        23 * HOUR,
        2 * DAY,
        6 * DAY,
        15 * DAY,
      ]) {
        const { text, until, before, at } = changes(write, ago);
        expect(until, `${write.name} ${ago}`).toBeGreaterThan(now);
        expect(before, `${write.name} ${ago}`).toBe(text);
        expect(at, `${write.name} ${ago}`).not.toBe(text);
      }
    }
    const old = changes(timeAgo, 40 * DAY);
    expect(old.until).toBe(new Date(new Date(now).getFullYear() + 1, 0, 1).getTime());
    expect(old.before).toBe(old.text);
  });

  it('is the soonest of several, and nothing once reset', () => {
    readTimesFrom();
    expect(timesReadUntil()).toBe(Number.POSITIVE_INFINITY);
    timeAgo(new Date(now - 3 * HOUR).toISOString(), now);
    timeAgo(new Date(now - 30_000).toISOString(), now);
    expect(timesReadUntil()).toBe(now + 30_000);
    timeAgo('not a date', now);
    expect(timesReadUntil()).toBe(now + 30_000);
    readTimesFrom();
    expect(timesReadUntil()).toBe(Number.POSITIVE_INFINITY);
  });
});
