import { handAuditEntriesTo } from '../admin/queries.js';
import { confirmIdentity } from '../auth/reauthenticate.js';
import type { AppContext } from '../context.js';
import { newId } from '../db/ids.js';
import { badRequest, notFound } from '../errors.js';
import { rememberDeletedPerson } from '../federation/tombstones.js';
import { handRepliedPostsTo } from '../posts/placeholder-queries.js';
import { dropFromSnapshots, handResolvedReportsTo } from '../reports/forget-person.js';
import { findUserById } from '../users/queries.js';
import { visibilityMessages } from '../visibility/messages.js';
import {
  deleteBareRepostsOf,
  deleteUserRows,
  handConversationsTo,
  insertStandIn,
  mediaKeysOf,
  needsStandIn,
} from './deletion-queries.js';
import { accountMessages } from './messages.js';

/**
 * Erases the account after the password (and the 2FA code when it is on): everything the person
 * authored goes in one transaction, then their files. Counts and lists elsewhere are derived from rows,
 * so they stay consistent; conversations stay for the other side, with a stand-in shown as unknown.
 */
export async function deleteAccount(
  ctx: AppContext,
  userId: string,
  proof: { password?: string; code?: string },
  client: string,
): Promise<void> {
  if (!proof.password) throw badRequest(accountMessages.PASSWORD_REQUIRED);
  const account = await findUserById(ctx.db, userId);
  if (!account) throw notFound(visibilityMessages.USER_NOT_FOUND);
  await confirmIdentity(ctx, account, { currentPassword: proof.password, code: proof.code }, client);
  await eraseAccount(ctx, userId);
}

/**
 * Everything the person authored goes in one transaction, then their files: a deleted account here, or a
 * remote person whose server says their account was deleted (federation's `Delete` of the actor).
 */
export async function eraseAccount(ctx: AppContext, userId: string): Promise<void> {
  const keys = await mediaKeysOf(ctx.db, userId);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    if (await needsStandIn(trx, userId)) {
      const standInId = newId();
      await insertStandIn(trx, standInId, now);
      await handConversationsTo(trx, userId, standInId);
      await handAuditEntriesTo(trx, userId, standInId);
      await handResolvedReportsTo(trx, userId, standInId);
      await handRepliedPostsTo(trx, userId, standInId, now);
    }
    await rememberDeletedPerson(trx, userId, now);
    await dropFromSnapshots(trx, userId);
    await deleteBareRepostsOf(trx, userId);
    await deleteUserRows(trx, userId);
  });
  ctx.events.emit('sessions.ended', { userId });
  ctx.events.emit('person.standing', { userId, active: false });
  await ctx.media.store.remove(keys);
}
