import type { AppContext } from '../context.js';
import { deleteSession, deleteUserSessions, findSessionUser, insertSession } from './queries.js';
import { hashToken, newSessionToken } from './tokens.js';

export interface SessionUser {
  id: string;
  username: string;
  name: string;
  profilePic: string;
}

/** Starts a session and returns the raw token, which only the cookie ever holds. */
export async function startSession(ctx: AppContext, userId: string): Promise<string> {
  const token = newSessionToken();
  const now = ctx.clock();
  const expiresAt = now + ctx.config.sessionTtlDays * 24 * 60 * 60 * 1000;
  await insertSession(ctx.db, { tokenHash: hashToken(token), userId, now, expiresAt });
  return token;
}

export async function resolveSession(ctx: AppContext, token: string): Promise<SessionUser | null> {
  const row = await findSessionUser(ctx.db, hashToken(token), ctx.clock());
  if (!row) return null;
  return { id: row.id, username: row.username, name: row.name, profilePic: row.profile_pic };
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
