import { describe, expect, it } from 'vitest';
import { windowSpans } from './id-windows.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('feed id windows', () => {
  it('starts with the span expected to hold a page, with twice the headroom, then widens eightfold', () => {
    // 50 people posting once every 10 days each: 20 posts take 4 days, so look back 8.
    const spans = windowSpans(50, 20, 0.1);
    expect(spans[0]).toBeCloseTo(8 * DAY);
    expect(spans.slice(1).map((span, i) => span / (spans[i] ?? 1))).toEqual([8, 8, 8]);
  });

  it('never starts below an hour, however busy the people followed are', () => {
    expect(windowSpans(5000, 20, 500)[0]).toBe(HOUR);
  });

  it('falls back to fixed spans without an estimate or without anyone to read', () => {
    const fixed = [2 * DAY, 14 * DAY, 90 * DAY, 730 * DAY];
    expect(windowSpans(50, 20, undefined)).toEqual(fixed);
    expect(windowSpans(0, 20, 0.1)).toEqual(fixed);
  });
});
