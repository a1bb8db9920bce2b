import type { InboxContext } from '@fedify/fedify';
import type { Block, Flag } from '@fedify/vocab';
import { MAX_REPORT_NOTE_CHARS } from '@threads/contract';
import type { AppContext } from '../context.js';
import { deleteAuthorEntries } from '../feed/timeline-queries.js';
import { fileReport } from '../reports/service.js';
import { deleteBlock, deleteFollowsBetween, insertBlock } from '../safety/queries.js';
import { authorOf } from './inbound-notes.js';
import { findRemoteByActorUri } from './remote-actors.js';
import { remoteHtmlToText } from './remote-html.js';
import { localPeopleAmong, postByNoteUri } from './remote-posts.js';

type Ctx = InboxContext<AppContext>;

/**
 * A remote person blocks one of ours: the block is kept as theirs (so neither sees the other here, as for a
 * block between two of ours), and the follows between them end, in one transaction.
 */
export async function onBlock(ctx: Ctx, block: Block): Promise<void> {
  const person = await authorOf(ctx, block);
  const [blockedId] = await localPeopleAmong(ctx, block.objectId ? [block.objectId.href] : []);
  if (!person || !blockedId) return;
  const app = ctx.data;
  await app.db.transaction().execute(async (trx) => {
    if (!(await insertBlock(trx, person.id, blockedId, app.clock()))) return;
    await deleteFollowsBetween(trx, person.id, blockedId);
    await deleteAuthorEntries(trx, person.id, blockedId);
    await deleteAuthorEntries(trx, blockedId, person.id);
  });
  app.events.emit('contacts.changed', { userIds: [person.id, blockedId] });
  app.events.emit('block.changed', { blockerId: person.id, blockedId });
}

/** They take their Block back. */
export async function onUndoBlock(ctx: Ctx, actorUri: string, block: Block): Promise<void> {
  const person = await findRemoteByActorUri(ctx.data.db, actorUri);
  const [blockedId] = await localPeopleAmong(ctx, block.objectId ? [block.objectId.href] : []);
  if (!person || !blockedId || block.actorId?.href !== actorUri) return;
  if (await deleteBlock(ctx.data.db, person.id, blockedId)) {
    ctx.data.events.emit('block.changed', { blockerId: person.id, blockedId });
  }
}

/**
 * Another server reports one of our posts or people (Mastodon sends a `Flag` from its instance actor, naming
 * the account and the posts): a report in our moderation queue, filed by that actor as a remote person, on
 * the first post of ours it names, else on the person. The comment is its note.
 */
export async function onFlag(ctx: Ctx, flag: Flag): Promise<void> {
  const reporter = await authorOf(ctx, flag);
  if (!reporter) return;
  const objects = flag.objectIds.map((url) => url.href).slice(0, 50);
  let target: { targetType: 'post' | 'reply' | 'user'; targetId: string } | undefined;
  for (const uri of objects) {
    const post = await postByNoteUri(ctx, uri);
    if (post && post.uri === null && post.deleted_at === null) {
      target = { targetType: post.reply_to ? 'reply' : 'post', targetId: post.id };
      break;
    }
  }
  if (!target) {
    const [userId] = await localPeopleAmong(ctx, objects);
    if (userId) target = { targetType: 'user', targetId: userId };
  }
  if (!target) return;
  const note = [...remoteHtmlToText(String(flag.content ?? ''))].slice(0, MAX_REPORT_NOTE_CHARS).join('');
  // Refused (already reported, hidden from them): nothing more to do.
  await fileReport(ctx.data, reporter.id, { ...target, reason: 'other', note }).catch(() => undefined);
}
