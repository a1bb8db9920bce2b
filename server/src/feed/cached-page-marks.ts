import type { SubjectMark } from '../posts/queries.js';

/** A first page's marks as cached: the page's posts (their subjects, in page order) and the marks read for them. */
export interface CachedPageMarks {
  subjects: readonly string[];
  marks: readonly SubjectMark[];
}

/**
 * A cached page's heap size, roughly: a slot per subject with its id (the page's views' own string, which the
 * entry keeps once the view is gone: 56 bytes) and each mark's object and strings.
 */
export function pageMarksBytes(marks: CachedPageMarks): number {
  return 120 + marks.subjects.length * 64 + marks.marks.length * 240;
}
