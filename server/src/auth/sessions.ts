import type { AppContext } from '../context.js';
import { newId } from '../db/ids.js';
import { isLocale } from '../lib/i18n/locales.js';
import { deleteSession, deleteUserSessions, findSessionUser, insertSession, touchSession } from './queries.js';
import type { SessionUser } from './session-user.js';
import { hashToken, newSessionToken } from './tokens.js';

/** Last-seen is kept to the minute: fine for "where you're logged in", and one write a minute at most. */
export const LAST_SEEN_PRECISION_MS = 60_000;
const USER_AGENT_MAX = 300;

/** Whether a session last seen at `lastSeenAt` is due its last-seen write at `now`. */
const lastSeenDue = (lastSeenAt: number, now: number) => now - lastSeenAt >= LAST_SEEN_PRECISION_MS;

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

/** The cached session's person when its entry is fresh and its last-seen needs no write, else undefined. */
export function sessionUserWithoutWrite(ctx: AppContext, tokenHash: string): SessionUser | undefined {
  const cached = ctx.cache.caches.sessions.get(tokenHash);
  const now = ctx.clock();
  if (cached && cached.expiresAt > now && !lastSeenDue(cached.lastSeenAt, now)) return cached.user;
  return undefined;
}

/** `resolveSession` for a session known by its hash (a socket keeps only that). */
export async function resolveSessionHash(ctx: AppContext, tokenHash: string): Promise<SessionUser | null> {
  const now = ctx.clock();
  const sessions = ctx.cache.caches.sessions;
  const cached = sessions.get(tokenHash);
  if (cached && cached.expiresAt > now) {
    if (lastSeenDue(cached.lastSeenAt, now)) {
      cached.lastSeenAt = now;
      await touchSession(ctx.db, tokenHash, now, LAST_SEEN_PRECISION_MS);
    }
    return cached.user;
  }
  const readBegan = sessions.begin();
  const row = await findSessionUser(ctx.db, tokenHash, now);
  if (!row) return null;
  let lastSeenAt = row.last_seen_at;
  if (lastSeenDue(lastSeenAt, now)) {
    await touchSession(ctx.db, tokenHash, now, LAST_SEEN_PRECISION_MS);
    lastSeenAt = now;
  }
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

/** The session's person if the session cache holds it: no database read, no last-seen write. */
export function cachedSessionUser(ctx: AppContext, tokenHash: string): SessionUser | undefined {
  const cached = ctx.cache.caches.sessions.get(tokenHash);
  return cached && cached.expiresAt > ctx.clock() ? cached.user : undefined;
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
