import { charCount, SEARCH_MAX_CHARS } from '@threads/contract';
import type { AppContext } from '../context.js';
import { isId } from '../db/ids.js';
import { PAGE_SIZE, pagingMessages } from '../db/pagination.js';
import { badRequest } from '../errors.js';
import { presentPosts } from '../posts/present.js';
import type { PostView } from '../posts/views.js';
import { fillPage, loadViewer } from '../visibility/index.js';
import { searchMessages } from './messages.js';
import { searchPostsPage } from './queries.js';

/** More words than this are ignored: each one narrows the result anyway. */
const MAX_WORDS = 20;

/** The words of a query as both engines' tokenizers see them: runs of letters and digits, lower case. */
export function searchWords(q: string): string[] {
  const words =
    q
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * Posts with every word of `q` (each also as a prefix), newest first, 20 a page. Like a tag page, a
 * discovery list: blocks, muted people and muted words leave results out.
 */
export async function searchPosts(
  ctx: AppContext,
  viewerId: string | null,
  q: string | undefined,
  before: string | undefined,
): Promise<PostView[]> {
  const query = (q ?? '').trim();
  const words = searchWords(query);
  if (charCount(query) > SEARCH_MAX_CHARS || words.length === 0) throw badRequest(searchMessages.SEARCH_QUERY_INVALID);
  if (before !== undefined && !isId(before)) throw badRequest(pagingMessages.PAGE_CURSOR_INVALID);
  const viewer = await loadViewer(ctx, viewerId);
  return fillPage(
    { before, limit: PAGE_SIZE, offset: 0 },
    (after, take) => searchPostsPage(ctx.db, ctx.engine, words, { before: after, limit: take }),
    (rows) => presentPosts(ctx, viewer, rows, 'feed'),
  );
}
