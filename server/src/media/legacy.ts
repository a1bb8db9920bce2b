import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import { removeQuietly, tmpFile } from './storage.js';
import { PRIVATE_PREFIX } from './store/store.js';

/** `private/` + a 26-character id + `.webp`: the chat images migration 0016 made private. */
const LEGACY_PRIVATE_KEY_LENGTH = PRIVATE_PREFIX.length + 26 + '.webp'.length;

/**
 * Moves the chat images that migration 0016 made private from their old public key to `private/<name>`,
 * so the public route can no longer serve them. Runs at start-up; once moved, nothing is left to do.
 */
export async function moveLegacyPrivateMedia(ctx: AppContext, log: FastifyBaseLogger): Promise<number> {
  const { store } = ctx.media;
  const rows = await ctx.db
    .selectFrom('media')
    .select('file_name')
    .where('file_name', 'like', `${PRIVATE_PREFIX}%`)
    .where(sql`length(file_name)`, '=', LEGACY_PRIVATE_KEY_LENGTH)
    .execute();
  let moved = 0;
  for (const { file_name: key } of rows) {
    const oldKey = key.slice(PRIVATE_PREFIX.length);
    if ((await store.size(oldKey)) === null) continue;
    const file = tmpFile(ctx.config, 'webp');
    try {
      if (!(await store.download(oldKey, file))) continue;
      await store.put(key, file, 'image/webp');
      await store.remove([oldKey]);
      moved += 1;
    } finally {
      await removeQuietly(file);
    }
  }
  if (moved > 0) log.info({ moved }, 'moved chat images stored before private media to private keys');
  return moved;
}
