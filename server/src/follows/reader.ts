import type { Viewer } from '../visibility/index.js';

/**
 * In memory, from the reader's context: the person is the reader or someone they follow (the SQL form is
 * `follows/sql.ts: isReaderOrFollowed`). Whose posts a home feed holds.
 */
export function readerOrFollowed(reader: Viewer, personId: string): boolean {
  return personId === reader.id || reader.following.has(personId);
}
