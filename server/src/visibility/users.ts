import { isId } from '../db/ids.js';
import type { Db } from '../db/schema.js';
import type { UserRow } from '../db/tables/users.js';
import { forbidden, notFound } from '../errors.js';
import { visibilityMessages } from './messages.js';
import { userStandingRow, usersWithBlocks, userWithBlocks } from './queries.js';
import type { Viewer } from './viewer.js';

/** Frozen and suspended accounts are hidden from everyone; deleted ones have no row. */
export function isActive(user: Pick<UserRow, 'is_frozen' | 'suspended_at'>): boolean {
  return user.is_frozen === 0 && user.suspended_at === null;
}

type UserKey = { id: string } | { username: string };

/** A profile address: an id, or else a username in any case. */
const byIdOrUsername = (key: string): UserKey => (isId(key) ? { id: key } : { username: key.toLowerCase() });

async function standing(db: Db, viewerId: string | null, key: UserKey) {
  if ('id' in key && !isId(key.id)) throw notFound(visibilityMessages.USER_NOT_FOUND);
  const row = await userWithBlocks(db, viewerId, key);
  if (!row || !isActive(row)) throw notFound(visibilityMessages.USER_NOT_FOUND);
  const { blocked_by_viewer, blocking_viewer, muted_by_viewer, ...user } = row;
  return {
    user: user as UserRow,
    blockedByMe: Boolean(blocked_by_viewer),
    blockingMe: Boolean(blocking_viewer),
    mutedByMe: Boolean(muted_by_viewer),
  };
}

/**
 * A person whose profile (and lists) the viewer may open, by id or username: 404 when frozen, suspended,
 * unknown, or when they blocked the viewer. The blocker still reaches the person they blocked, to unblock.
 */
export async function findVisibleUser(db: Db, viewerId: string | null, key: string) {
  const found = await standing(db, viewerId, byIdOrUsername(key));
  if (found.blockingMe) throw notFound(visibilityMessages.USER_NOT_FOUND);
  return { user: found.user, relation: { blockedByMe: found.blockedByMe, mutedByMe: found.mutedByMe } };
}

/**
 * `findVisibleUser` for a viewer whose context is loaded (a list of the person's posts): the same 404s, the
 * block read from the context instead of joined, and only the columns such a list needs.
 */
export async function findVisibleAuthor(db: Db, viewer: Viewer, key: string) {
  const row = await userStandingRow(db, byIdOrUsername(key));
  if (!row || !isActive(row) || viewer.blockingMe.has(row.id)) throw notFound(visibilityMessages.USER_NOT_FOUND);
  return row;
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
  return rows.map(({ blocked_by_viewer, blocking_viewer, muted_by_viewer, ...user }) => user as UserRow);
}
