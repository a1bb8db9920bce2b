import { describe, expect, it } from 'vitest';
import { dayHeading, startsNewDay } from './message-days';

const local = (day: number, hour: number, month = 2, year = 2026) => new Date(year, month, day, hour).toISOString();
const now = new Date(2026, 2, 10, 9, 0).getTime();

describe('message days', () => {
  it('heads today and yesterday by the reader’s calendar, older days by their date', () => {
    expect(dayHeading(local(10, 0), now)).toBe('Today');
    expect(dayHeading(local(9, 23), now)).toBe('Yesterday');
    expect(dayHeading(local(9, 0), now)).toBe('Yesterday');
    const older = dayHeading(local(8, 23), now);
    expect(older).not.toMatch(/Today|Yesterday/);
    expect(older).toContain('8');
    expect(dayHeading(local(8, 12, 2, 2025), now)).toContain('2025');
  });

  it('starts a new day at the first message and at each change of calendar day', () => {
    expect(startsNewDay(local(10, 1), undefined)).toBe(true);
    expect(startsNewDay(local(10, 8), local(10, 1))).toBe(false);
    expect(startsNewDay(local(10, 0), local(9, 23))).toBe(true);
  });
});
