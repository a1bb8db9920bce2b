import type { Actor } from '@fedify/vocab';
import { userLimits } from '@threads/contract';
import type { AppContext } from '../context.js';
import { isUniqueViolation } from '../db/errors.js';
import { newId } from '../db/ids.js';
import type { Db } from '../db/schema.js';
import { checkOutboundUrl } from '../outbound/index.js';
import { learnServerName } from './server-names.js';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A remote actor's HTML (a bio) as our plain text; it is only ever shown as text. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? entity;
      const point = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : '';
    })
    .trim();
}

const cut = (text: string, max: number) => [...text].slice(0, max).join('');

export type RemotePersonRow = Awaited<ReturnType<typeof findRemoteByActorUri>>;

export async function findRemoteByActorUri(db: Db, actorUri: string) {
  return db.selectFrom('users').selectAll().where('actor_uri', '=', actorUri).executeTakeFirst();
}

/**
 * A remote actor as a row of `users` (created or refreshed), so every read path, the visibility policy and
 * the counts treat them like anyone: `username` is `name@host`, no email or password (they cannot log in),
 * their inbox addresses checked by the outbound rules before they are kept. Their avatar is not hot-linked
 * (remote media are fetched and cached in part 2), so they have none yet. Returns their user id.
 */
export async function rememberActor(ctx: AppContext, actor: Actor): Promise<string> {
  const actorUri = actor.id;
  const inbox = actor.inboxId;
  if (!actorUri || !inbox) throw new Error('actor without id or inbox');
  const policy = ctx.outbound.policy;
  checkOutboundUrl(inbox, policy);
  const sharedInbox = actor.endpoints?.sharedInbox ?? null;
  if (sharedInbox) checkOutboundUrl(sharedInbox, policy);
  const handle =
    actor.preferredUsername?.toString() || actorUri.pathname.split('/').filter(Boolean).at(-1) || 'someone';
  const username = `${handle}@${actorUri.host}`.toLowerCase();
  const name = cut((actor.name?.toString() ?? handle).replace(/\s+/g, ' ').trim() || handle, userLimits.nameMax);
  const url = actor.url instanceof URL ? actor.url.href : (actor.url?.href?.href ?? null);
  const values = {
    username,
    name,
    name_lower: name.toLowerCase(),
    bio: cut(htmlToText(actor.summary?.toString() ?? ''), userLimits.bioMax),
    host: actorUri.host,
    profile_url: url,
    inbox_url: inbox.href,
    shared_inbox_url: sharedInbox?.href ?? null,
    fetched_at: ctx.clock(),
    updated_at: ctx.clock(),
  };
  const existing = await findRemoteByActorUri(ctx.db, actorUri.href);
  if (existing) {
    await ctx.db.updateTable('users').set(values).where('id', '=', existing.id).execute();
    if (existing.username !== username || existing.name !== name)
      ctx.events.emit('person.changed', { userId: existing.id });
    return existing.id;
  }
  const id = newId();
  const row = {
    ...values,
    id,
    actor_uri: actorUri.href,
    email: `${id}@remote.invalid`,
    password_hash: '',
    profile_pic: '',
    is_frozen: 0,
    totp_enabled: 0,
    created_at: ctx.clock(),
  };
  try {
    await ctx.db.insertInto('users').values(row).execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another process remembered them at the same time, or an older actor still holds the name (a re-created account).
    const raced = await findRemoteByActorUri(ctx.db, actorUri.href);
    if (raced) return raced.id;
    await ctx.db
      .updateTable('users')
      .set((eb) => ({ username: eb.ref('id') }))
      .where('username', '=', username)
      .execute();
    await ctx.db.insertInto('users').values(row).execute();
  }
  // Off the caller's path: a slow or silent server only leaves its name unknown.
  learnServerName(ctx, actorUri.origin).catch(() => undefined);
  return id;
}
