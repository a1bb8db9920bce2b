import { Type } from 'typebox';
import { isId } from '../db/ids.js';
import { badRequest } from '../errors.js';

export const PAGE_SIZE = 20;
export const MAX_PAGE = 500;

export const pagingMessages = {
  page: `page must be a whole number from 1 to ${MAX_PAGE}`,
  before: 'before must be the id of the last item of the previous page',
} as const;

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
  if (!/^[0-9]+$/.test(query.page ?? '1') || page < 1 || page > MAX_PAGE) throw badRequest(pagingMessages.page);
  if (query.before !== undefined && !isId(query.before)) throw badRequest(pagingMessages.before);
  return { before: query.before, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}
