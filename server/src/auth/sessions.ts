import type { AppContext } from '../context.js';
import { newId } from '../db/ids.js';
import { isLocale } from '../lib/i18n/locales.js';
import { deleteSession, deleteUserSessions, findSessionUser, insertSession } from './queries.js';
import type { SessionUser } from './session-user.js';
import { hashToken, newSessionToken } from './tokens.js';

const USER_AGENT_MAX = 300;

/** Starts a session and returns the raw token, which only the cookie ever holds. */
export async function startSession(ctx: AppContext, userId: string, userAgent = ''): Promise<string> {
  const token = newSessionToken();
  const now = ctx.clock();
  const expiresAt = now + ctx.config.sessionTtlDays * 24 * 60 * 60 * 1000;
  await insertSession(ctx.db, {
    id: newId(),
    tokenHash: hashToken(token),
    userId,
    userAgent: userAgent.slice(0, USER_AGENT_MAX),
    now,
    expiresAt,
  });
  return token;
}

/**
 * The session's person, from the session cache when it holds the token (revocations reach every process's
 * cache at once: see cache/invalidation.ts), else from the database. An entry depends on its token and on
 * its person, so ending one session or all of a person's, or a profile change, drops it.
 */
export function resolveSession(ctx: AppContext, token: string): Promise<SessionUser | null> {
  return resolveSessionHash(ctx, hashToken(token));
}

/**
 * The cached session's person when its entry is fresh, else undefined. A due last-seen is recorded, not awaited
 * (auth/last-seen-writes.ts): the entry's `lastSeenAt` moves at once, so a session records at most once a minute.
 */
export function sessionUserFromCache(ctx: AppContext, tokenHash: string): SessionUser | undefined {
  const cached = ctx.cache.caches.sessions.get(tokenHash);
  const now = ctx.clock();
  if (!cached || cached.expiresAt <= now) return undefined;
  cached.lastSeenAt = ctx.lastSeen.seen(tokenHash, cached.lastSeenAt, now);
  return cached.user;
}

/** `resolveSession` for a session known by its hash (a socket keeps only that). */
export async function resolveSessionHash(ctx: AppContext, tokenHash: string): Promise<SessionUser | null> {
  const cachedUser = sessionUserFromCache(ctx, tokenHash);
  if (cachedUser) return cachedUser;
  const now = ctx.clock();
  const sessions = ctx.cache.caches.sessions;
  const readBegan = sessions.begin();
  const row = await findSessionUser(ctx.db, tokenHash, now);
  if (!row) return null;
  const lastSeenAt = ctx.lastSeen.seen(tokenHash, row.last_seen_at, now);
  const user = {
    id: row.id,
    username: row.username,
    name: row.name,
    profilePic: row.profile_pic,
    role: row.role,
    locale: isLocale(row.locale) ? row.locale : null,
    moved: row.moved_to !== null,
  };
  sessions.set(tokenHash, { user, expiresAt: row.expires_at, lastSeenAt }, readBegan, [tokenHash, `user:${row.id}`]);
  return user;
}

/** Writes the last-seen times requests recorded (every few seconds, as the app closes, before the sessions list). */
export function writeLastSeen(ctx: AppContext): Promise<void> {
  return ctx.lastSeen.flush(ctx.db, ctx.engine);
}

export async function endSession(ctx: AppContext, token: string): Promise<void> {
  const sessionHash = hashToken(token);
  await deleteSession(ctx.db, sessionHash);
  ctx.events.emit('sessions.ended', { sessionHash });
}

/** Revokes every session of the user, or every one but the token kept (a password change). */
export async function endUserSessions(ctx: AppContext, userId: string, keepToken?: string): Promise<void> {
  const keepSessionHash = keepToken ? hashToken(keepToken) : undefined;
  await deleteUserSessions(ctx.db, userId, keepSessionHash);
  ctx.events.emit('sessions.ended', { userId, keepSessionHash });
}
