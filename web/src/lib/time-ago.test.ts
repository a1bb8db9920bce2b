import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = Date.parse('2026-03-01T12:00:00Z');
const ago = (ms: number) => timeAgo(new Date(now - ms).toISOString(), now);

describe('timeAgo', () => {
  it('says less than a minute for fresh posts and for clocks slightly ahead', () => {
    expect(ago(0)).toBe('less than a minute ago');
    expect(ago(44_000)).toBe('less than a minute ago');
    expect(ago(-5_000)).toBe('less than a minute ago');
  });

  it('counts minutes, hours, days, months and years with singular and plural', () => {
    expect(ago(60_000)).toBe('1 minute ago');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(60 * 60_000)).toBe('1 hour ago');
    expect(ago(23 * 60 * 60_000)).toBe('23 hours ago');
    expect(ago(24 * 60 * 60_000)).toBe('1 day ago');
    expect(ago(3 * 24 * 60 * 60_000)).toBe('3 days ago');
    expect(ago(45 * 24 * 60 * 60_000)).toBe('1 month ago');
    expect(ago(800 * 24 * 60 * 60_000)).toBe('2 years ago');
  });

  it('accepts numbers and dates and treats garbage as now', () => {
    expect(timeAgo(now - 120_000, now)).toBe('2 minutes ago');
    expect(timeAgo(new Date(now - 120_000), now)).toBe('2 minutes ago');
    expect(timeAgo('not a date', now)).toBe('less than a minute ago');
  });
});
