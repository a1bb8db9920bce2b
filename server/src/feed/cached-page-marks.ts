import type { SubjectMark } from '../posts/queries.js';

/** A first page's marks as cached: the page's posts (its subjects, joined) and the marks read for them. */
export interface CachedPageMarks {
  subjects: string;
  marks: readonly SubjectMark[];
}

/** A cached page's heap size, roughly: the joined ids (a byte a character) and each mark's object and strings. */
export function pageMarksBytes(marks: CachedPageMarks): number {
  return 120 + marks.subjects.length + marks.marks.length * 240;
}
