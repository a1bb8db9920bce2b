import type { Federation } from '@fedify/fedify';
import type { AppContext } from '../context.js';
import { isActive } from '../visibility/users.js';
import { signedFetchOnly } from './authorized-fetch.js';
import { countFollows, findLocalUser, followersPage, followingPage } from './queries.js';
import { ROUTES } from './urls.js';

export const COLLECTION_PAGE = 40;
/** Ids sort after this: the first page's cursor. */
const FIRST = '0';

async function activeLocal(ctx: { data: AppContext }, identifier: string): Promise<boolean> {
  const user = await findLocalUser(ctx.data.db, identifier);
  return Boolean(user && isActive(user));
}

/**
 * A person's `followers` and `following` collections: counts, and pages of 40 actor ids in id order (the
 * cursor is the last id of the page before). Frozen and suspended people on either side are left out, as
 * their profiles leave them out.
 */
export function registerFollowCollections(federation: Federation<AppContext>): void {
  federation
    .setFollowersDispatcher(ROUTES.followers, async (ctx, identifier, cursor) => {
      if (cursor === null || !(await activeLocal(ctx, identifier))) return null;
      const rows = await followersPage(ctx.data.db, identifier, cursor, COLLECTION_PAGE);
      return {
        items: rows.map((row) => ({
          id: row.actor_uri ? new URL(row.actor_uri) : ctx.getActorUri(row.id),
          inboxId: row.inbox_url ? new URL(row.inbox_url) : ctx.getInboxUri(row.id),
          endpoints: { sharedInbox: row.shared_inbox_url ? new URL(row.shared_inbox_url) : ctx.getInboxUri() },
        })),
        nextCursor: rows.length === COLLECTION_PAGE ? (rows.at(-1)?.id ?? null) : null,
      };
    })
    .authorize((ctx, identifier) => signedFetchOnly(ctx, identifier))
    .setFirstCursor(() => FIRST)
    .setCounter(async (ctx, identifier) =>
      (await activeLocal(ctx, identifier)) ? countFollows(ctx.data.db, identifier, 'followers') : null,
    );

  federation
    .setFollowingDispatcher(ROUTES.following, async (ctx, identifier, cursor) => {
      if (cursor === null || !(await activeLocal(ctx, identifier))) return null;
      const rows = await followingPage(ctx.data.db, identifier, cursor, COLLECTION_PAGE);
      return {
        items: rows.map((row) => (row.actor_uri ? new URL(row.actor_uri) : ctx.getActorUri(row.id))),
        nextCursor: rows.length === COLLECTION_PAGE ? (rows.at(-1)?.id ?? null) : null,
      };
    })
    .authorize((ctx, identifier) => signedFetchOnly(ctx, identifier))
    .setFirstCursor(() => FIRST)
    .setCounter(async (ctx, identifier) =>
      (await activeLocal(ctx, identifier)) ? countFollows(ctx.data.db, identifier, 'following') : null,
    );
}
