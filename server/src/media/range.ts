import type { ByteRange } from './store/store.js';

export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * One `Range: bytes=…` header against an object of `size` bytes (RFC 9110 §14): a start-end, an open
 * start, or a suffix. Several ranges, or a header we do not understand, get the whole object, as the
 * RFC allows; a range that starts past the end is unsatisfiable.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'whole' };
  return { kind: 'part', range: { start, end } };
}
