import type { AppContext } from '../context.js';
import type { PostRow } from '../db/tables/posts.js';
import { type Viewer, visibleFeedRows } from '../visibility/index.js';

/**
 * The one place the home feed asks which of its candidate posts this reader may see, beyond what its
 * queries already leave out (deleted posts, frozen or suspended authors, authors no longer followed):
 * blocks, mutes and muted words are the visibility policy's (server/src/visibility/).
 */
export async function visibleToReader(ctx: AppContext, reader: Viewer, rows: PostRow[]): Promise<PostRow[]> {
  return visibleFeedRows(ctx.db, reader, rows);
}
