import type { Paging } from '../db/pagination.js';

/** Reads per page at most: a viewer who muted a very common word gets a shorter page, never an endless scan. */
const MAX_READS = 5;

/**
 * Keeps pages full when the policy drops items after the query (muted words, blocked originals): reads
 * `offset + limit` rows from the cursor, keeps what `present` returns for them, and reads on from the last
 * row until the page is full or the rows run out. With nothing dropped it is exactly one read.
 */
export async function fillPage<Row extends { id: string }, Item>(
  paging: Paging,
  read: (before: string | undefined, take: number) => Promise<Row[]>,
  present: (rows: Row[]) => Promise<Item[]>,
): Promise<Item[]> {
  const want = paging.offset + paging.limit;
  const kept: Item[] = [];
  let before = paging.before;
  for (let reads = 0; reads < MAX_READS; reads++) {
    const rows = await read(before, want);
    kept.push(...(await present(rows)));
    const last = rows.at(-1);
    if (kept.length >= want || rows.length < want || !last) break;
    before = last.id;
  }
  return kept.slice(paging.offset, want);
}
