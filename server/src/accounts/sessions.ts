import { deleteUserSessionById, listUserSessions } from '../auth/queries.js';
import { endUserSessions, writeLastSeen } from '../auth/sessions.js';
import { hashToken } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import { notFound, unauthenticated } from '../errors.js';
import { accountMessages } from './messages.js';

export interface SessionView {
  _id: string;
  userAgent: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** My live sessions, most recently seen first (the times requests recorded written first); the token never leaves the server. */
export async function mySessions(ctx: AppContext, userId: string, currentToken: string | null): Promise<SessionView[]> {
  const currentHash = currentToken ? hashToken(currentToken) : null;
  await writeLastSeen(ctx);
  const rows = await listUserSessions(ctx.db, userId, ctx.clock());
  return rows.map((row) => ({
    _id: row.id,
    userAgent: row.user_agent,
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    current: row.token_hash === currentHash,
  }));
}

/**
 * Ends one of my sessions; its sockets close on every process through the same event logout uses.
 * Someone else's session is answered exactly like a missing one. True when it was the current one.
 */
export async function endMySession(
  ctx: AppContext,
  userId: string,
  sessionId: string,
  currentToken: string | null,
): Promise<boolean> {
  const sessionHash = await deleteUserSessionById(ctx.db, userId, sessionId);
  if (!sessionHash) throw notFound(accountMessages.SESSION_NOT_FOUND);
  ctx.events.emit('sessions.ended', { sessionHash });
  return currentToken !== null && hashToken(currentToken) === sessionHash;
}

/** "Log out of all other sessions": every session of mine but the one asking ends, with its sockets. */
export async function endMyOtherSessions(ctx: AppContext, userId: string, currentToken: string | null): Promise<void> {
  // Without the asking session there is no "other": refuse rather than end them all.
  if (!currentToken) throw unauthenticated();
  await endUserSessions(ctx, userId, currentToken);
}
