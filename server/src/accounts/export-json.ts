/** JSON written as it is read: pieces of text, one row at a time, never a whole document in memory. */
export type JsonPieces = AsyncIterable<string>;

/**
 * A JSON array of every row in `pages`, one item per line; `item` gives a row's JSON text, or pieces of it
 * (an item holding an array of its own, such as a conversation and its messages).
 */
export async function* jsonArray<Row>(
  pages: AsyncIterable<readonly Row[]>,
  item: (row: Row) => string | JsonPieces,
): JsonPieces {
  yield '[';
  let first = true;
  for await (const rows of pages) {
    for (const row of rows) {
      yield first ? '\n' : ',\n';
      first = false;
      const written = item(row);
      if (typeof written === 'string') yield written;
      else yield* written;
    }
  }
  yield first ? ']' : '\n]';
}

/** A JSON object whose members are written in turn; `members` are already JSON (or pieces of it). */
export async function* jsonObject(members: Record<string, string | JsonPieces>): JsonPieces {
  let first = true;
  for (const [name, value] of Object.entries(members)) {
    yield `${first ? '{' : ','}\n${JSON.stringify(name)}: `;
    first = false;
    if (typeof value === 'string') yield value;
    else yield* value;
  }
  yield first ? '{}' : '\n}';
}

/** The pieces as buffers of about 64 KB, ending with a newline, for the zip to deflate. */
export async function* fileBytes(pieces: JsonPieces): AsyncGenerator<Buffer> {
  let pending = '';
  for await (const piece of pieces) {
    pending += piece;
    if (pending.length >= 65_536) {
      yield Buffer.from(pending);
      pending = '';
    }
  }
  yield Buffer.from(`${pending}\n`);
}
