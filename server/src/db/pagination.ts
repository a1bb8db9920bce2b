import { type SelectQueryBuilder, sql } from 'kysely';
import { Type } from 'typebox';
import { badRequest } from '../errors.js';
import { phrases } from '../lib/i18n/phrases.js';
import { isId } from './ids.js';

export const PAGE_SIZE = 20;
export const MAX_PAGE = 500;

export const pagingMessages = phrases({
  PAGE_INVALID: ['page must be a whole number from 1 to {max}', { max: MAX_PAGE }],
  PAGE_CURSOR_INVALID: 'before must be the id of the last item of the previous page',
});

/** `?page=n` (1-based, fixed size, an empty page after the last) and `?before=<id>` (keyset cursor). */
export const pageProperties = {
  page: Type.Optional(Type.String({ maxLength: 10 })),
  before: Type.Optional(Type.String({ maxLength: 64 })),
};

export const PageQuery = Type.Object(pageProperties);

export interface Paging {
  before?: string;
  limit: number;
  offset: number;
}

export function pagingFrom(query: { page?: string; before?: string }): Paging {
  const page = Number(query.page ?? '1');
  if (!/^[0-9]+$/.test(query.page ?? '1') || page < 1 || page > MAX_PAGE) throw badRequest(pagingMessages.PAGE_INVALID);
  if (query.before !== undefined && !isId(query.before)) throw badRequest(pagingMessages.PAGE_CURSOR_INVALID);
  return { before: query.before, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}

/** One page by a keyset: up to `limit` rows past the cursor (the previous page's last key), after skipping `offset`. */
export interface KeysetPage {
  before?: string;
  after?: string;
  limit: number;
  offset?: number;
}

/**
 * The cursor step of a list newest first by a unique, time-ordered key (a ULID column): the rows below
 * `before`, newest first, one page. Used as `query.$call(newestFirst('posts.id', page))`.
 */
export function newestFirst(key: string, page: KeysetPage) {
  return <Tables, Names extends keyof Tables, Row>(query: SelectQueryBuilder<Tables, Names, Row>) => {
    const below = page.before ? query.where(sql.ref(key), '<', page.before) : query;
    const ordered = below.orderBy(sql.ref(key), 'desc').limit(page.limit);
    return page.offset ? ordered.offset(page.offset) : ordered;
  };
}

/** The same, oldest first: the rows above `after`, in key order (exports, catching up after a reconnect). */
export function oldestFirst(key: string, page: KeysetPage) {
  return <Tables, Names extends keyof Tables, Row>(query: SelectQueryBuilder<Tables, Names, Row>) => {
    const above = page.after ? query.where(sql.ref(key), '>', page.after) : query;
    return above.orderBy(sql.ref(key), 'asc').limit(page.limit);
  };
}
