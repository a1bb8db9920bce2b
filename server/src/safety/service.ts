import { charCount, MAX_MUTED_WORD_CHARS, MAX_MUTED_WORDS } from '@threads/contract';
import type { AppContext } from '../context.js';
import { isId } from '../db/ids.js';
import { badRequest, notFound } from '../errors.js';
import { federateBlock } from '../federation/outgoing-acts.js';
import { deleteAuthorEntries } from '../feed/timeline-queries.js';
import { listedUsers } from '../follows/listed-users.js';
import type { Phrase } from '../lib/i18n/phrases.js';
import { findUserById } from '../users/queries.js';
import { isActive, visibilityMessages } from '../visibility/index.js';
import { safetyMessages } from './messages.js';
import {
  blockedUsers,
  deleteBlock,
  deleteFollowsBetween,
  deleteMute,
  insertBlock,
  insertMute,
  mutedUsers,
  mutedWords,
  replaceMutedWords,
} from './queries.js';

/** The person to block or mute: any existing account that is active, or already on the list (to take them off). */
async function targetOf(ctx: AppContext, actorId: string, targetId: string, selfMessage: Phrase) {
  if (targetId === actorId) throw badRequest(selfMessage);
  const target = isId(targetId) ? await findUserById(ctx.db, targetId) : undefined;
  if (!target) throw notFound(visibilityMessages.USER_NOT_FOUND);
  return target;
}

/**
 * Blocks, or unblocks if already blocked. A block ends the follows between the two, both ways, in the same
 * transaction; a remote person's server is told (a `Block`, or its `Undo`).
 */
export async function toggleBlock(ctx: AppContext, blockerId: string, targetId: string): Promise<boolean> {
  const target = await targetOf(ctx, blockerId, targetId, safetyMessages.BLOCK_SELF);
  const blocked = await ctx.db.transaction().execute(async (trx) => {
    if (await deleteBlock(trx, blockerId, target.id)) {
      await federateBlock(ctx, trx, blockerId, target, false);
      return false;
    }
    if (!isActive(target)) throw notFound(visibilityMessages.USER_NOT_FOUND);
    await insertBlock(trx, blockerId, target.id, ctx.clock());
    await federateBlock(ctx, trx, blockerId, target, true);
    await deleteFollowsBetween(trx, blockerId, target.id);
    await deleteAuthorEntries(trx, blockerId, target.id);
    await deleteAuthorEntries(trx, target.id, blockerId);
    return true;
  });
  ctx.events.emit('contacts.changed', { userIds: [blockerId, target.id] });
  ctx.events.emit('block.changed', { blockerId, blockedId: target.id });
  ctx.events.emit('jobs.queued', {});
  return blocked;
}

/** Mutes, or unmutes if already muted. The muted person is not told. */
export async function toggleMute(ctx: AppContext, muterId: string, targetId: string): Promise<boolean> {
  const target = await targetOf(ctx, muterId, targetId, safetyMessages.MUTE_SELF);
  const muted = await ctx.db.transaction().execute(async (trx) => {
    if (await deleteMute(trx, muterId, target.id)) return false;
    if (!isActive(target)) throw notFound(visibilityMessages.USER_NOT_FOUND);
    await insertMute(trx, muterId, target.id, ctx.clock());
    return true;
  });
  ctx.events.emit('mute.changed', { muterId, mutedId: target.id });
  return muted;
}

export async function listBlocked(ctx: AppContext, userId: string) {
  return listedUsers(ctx.db, userId, await blockedUsers(ctx.db, userId));
}

export async function listMuted(ctx: AppContext, userId: string) {
  return listedUsers(ctx.db, userId, await mutedUsers(ctx.db, userId));
}

export async function getMutedWords(ctx: AppContext, userId: string) {
  return { words: await mutedWords(ctx.db, userId) };
}

/** Trimmed, lower-cased (matching ignores case), duplicates dropped, the first occurrence's order kept. */
export function cleanMutedWords(words: unknown): string[] {
  if (!Array.isArray(words) || !words.every((w) => typeof w === 'string'))
    throw badRequest(safetyMessages.MUTED_WORDS_REQUIRED);
  const cleaned = [...new Set(words.map((w: string) => w.trim().toLowerCase()))];
  if (cleaned.some((w) => w === '' || charCount(w) > MAX_MUTED_WORD_CHARS))
    throw badRequest(safetyMessages.MUTED_WORD_LENGTH);
  if (cleaned.length > MAX_MUTED_WORDS) throw badRequest(safetyMessages.TOO_MANY_MUTED_WORDS);
  return cleaned;
}

export async function setMutedWords(ctx: AppContext, userId: string, words: unknown) {
  const cleaned = cleanMutedWords(words);
  await replaceMutedWords(ctx.db, userId, cleaned);
  ctx.events.emit('mutedWords.changed', { userId });
  return { words: cleaned };
}
