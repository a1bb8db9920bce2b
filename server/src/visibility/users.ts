import { isId } from '../db/ids.js';
import type { Db } from '../db/schema.js';
import type { UserRow } from '../db/tables/users.js';
import { forbidden, notFound } from '../errors.js';
import { visibilityMessages } from './messages.js';
import { type UserKey, userRow, userStandingRow, usersWithBlocks, userWithBlocks } from './queries.js';
import { loadViewer, type Viewer, type ViewerSource } from './viewer.js';

/** Frozen and suspended accounts are hidden from everyone; deleted ones have no row. */
export function isActive(user: Pick<UserRow, 'is_frozen' | 'suspended_at'>): boolean {
  return user.is_frozen === 0 && user.suspended_at === null;
}

/** A profile address: an id, or else a username in any case. */
const byIdOrUsername = (key: string): UserKey => (isId(key) ? { id: key } : { username: key.toLowerCase() });

async function standing(db: Db, viewerId: string | null, key: UserKey) {
  if ('id' in key && !isId(key.id)) throw notFound(visibilityMessages.USER_NOT_FOUND);
  const row = await userWithBlocks(db, viewerId, key);
  if (!row || !isActive(row)) throw notFound(visibilityMessages.USER_NOT_FOUND);
  const { blocked_by_viewer, blocking_viewer, ...user } = row;
  return { user: user as UserRow, blockedByMe: Boolean(blocked_by_viewer), blockingMe: Boolean(blocking_viewer) };
}

/** What the policy asks of a person's row. */
type StandingRow = Pick<UserRow, 'id' | 'is_frozen' | 'suspended_at'>;

/**
 * The person's row if the viewer may see them: 404 when unknown, frozen, suspended, or when they blocked the
 * viewer (from the viewer's context). The blocker still reaches the person they blocked, to unblock.
 */
function visibleTo<T extends StandingRow>(viewer: Viewer, row: T | undefined): T {
  if (!row || !isActive(row) || viewer.blockingMe.has(row.id)) throw notFound(visibilityMessages.USER_NOT_FOUND);
  return row;
}

/**
 * A person whose profile (and lists) the viewer may open, by id or username (`visibleTo`), with whether the
 * viewer blocked or muted them; blocks and mutes come from the viewer's context, loaded beside the row. `read`
 * reads the row (a profile reads its post count in the same statement); every column by default.
 */
export async function findVisibleUser<T extends StandingRow = UserRow>(
  source: ViewerSource,
  viewerId: string | null,
  key: string,
  read: (db: Db, key: UserKey) => Promise<T | undefined> = userRow as (db: Db, key: UserKey) => Promise<T | undefined>,
) {
  const [viewer, row] = await Promise.all([loadViewer(source, viewerId), read(source.db, byIdOrUsername(key))]);
  const user = visibleTo(viewer, row);
  return {
    user,
    viewer,
    relation: { blockedByMe: viewer.blockedByMe.has(user.id), mutedByMe: viewer.muted.has(user.id) },
  };
}

/**
 * `findVisibleUser` for a viewer whose context is loaded (a list of the person's posts): the same 404s, and
 * only the columns such a list needs.
 */
export async function findVisibleAuthor(db: Db, viewer: Viewer, key: string) {
  return visibleTo(viewer, await userStandingRow(db, byIdOrUsername(key)));
}

/** An active person, whatever blocks stand (an existing conversation stays readable): 404 otherwise. */
export async function findActiveUser(db: Db, userId: string): Promise<UserRow> {
  return (await standing(db, null, { id: userId })).user;
}

/**
 * For every write that involves another person (follow, like, reply, repost, message, story view):
 * 404 when the target is unknown, frozen or suspended; 403 when a block stands between them, either way.
 */
export async function assertCanInteract(db: Db, actorId: string, targetUserId: string): Promise<UserRow> {
  const found = await standing(db, actorId, { id: targetUserId });
  if (found.blockedByMe || found.blockingMe) throw forbidden(visibilityMessages.USER_BLOCKED);
  return found.user;
}

/**
 * `assertCanInteract` for several people at once (a group's members), in one query: 404 when any of them
 * is unknown, frozen or suspended; 403 when a block stands between the actor and any of them.
 */
export async function assertCanInteractWithAll(db: Db, actorId: string, targetUserIds: string[]): Promise<UserRow[]> {
  if (!targetUserIds.every(isId)) throw notFound(visibilityMessages.USER_NOT_FOUND);
  const rows = await usersWithBlocks(db, actorId, targetUserIds);
  if (rows.length !== new Set(targetUserIds).size || !rows.every(isActive)) {
    throw notFound(visibilityMessages.USER_NOT_FOUND);
  }
  if (rows.some((row) => row.blocked_by_viewer || row.blocking_viewer))
    throw forbidden(visibilityMessages.USER_BLOCKED);
  return rows.map(({ blocked_by_viewer, blocking_viewer, ...user }) => user as UserRow);
}
