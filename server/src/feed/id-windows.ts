const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Without an estimate (a fresh process, or nobody posted lately): the fixed spans a small site needs. */
const DEFAULT_SPANS = [2 * DAY, 14 * DAY, 90 * DAY, 730 * DAY];
const SMALLEST_SPAN = HOUR;
/** Look twice as far back as the estimate says a page needs, so one attempt is usually enough. */
const HEADROOM = 2;
/** Each further attempt looks this many times further back. */
const WIDENING = 8;
const ATTEMPTS = 4;

/**
 * How far back (ms before the page's top) each attempt at one feed page looks; the caller ends with an
 * attempt that has no floor. `postsPerAuthorPerDay` is the site's recent posting rate (see posting-rate.ts):
 * the first span is the one expected to hold `take` posts of `authors` people, with headroom.
 */
export function windowSpans(authors: number, take: number, postsPerAuthorPerDay: number | undefined): number[] {
  if (!postsPerAuthorPerDay || authors === 0) return DEFAULT_SPANS;
  const expectedSpan = (take / (authors * postsPerAuthorPerDay)) * DAY * HEADROOM;
  const first = Math.max(SMALLEST_SPAN, expectedSpan);
  return Array.from({ length: ATTEMPTS }, (_, i) => first * WIDENING ** i);
}
