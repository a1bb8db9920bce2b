import type { IncomingMessage } from 'node:http';
import { GROUP_CHATS_PARAM } from '@threads/contract';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import { resolveSession } from '../auth/sessions.js';
import { hashToken } from '../auth/tokens.js';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import { LOGIN_REQUIRED } from '../errors.js';
import { isAllowedOrigin } from '../http/origin-check.js';
import type { RealtimeSocket } from './socket-types.js';

export const handshakeMessages = {
  unauthenticated: LOGIN_REQUIRED,
  userMismatch: 'userId does not match the logged-in user',
  unavailable: 'Service unavailable',
};

/** engine.io's allowRequest: a page on another site cannot open a socket with our cookie (403). */
export function originGuard(config: Config) {
  return (request: IncomingMessage, callback: (error: string | null | undefined, success: boolean) => void) => {
    const allowed = isAllowedOrigin(request.headers.origin, request.headers.host, config);
    callback(allowed ? null : 'Cross-site request refused', allowed);
  };
}

/** Whether the client says it understands group conversations (`?groups=true`, as the web app does). */
function understandsGroupChats(socket: RealtimeSocket): boolean {
  return socket.handshake.query[GROUP_CHATS_PARAM] === 'true';
}

function claimedUserId(socket: RealtimeSocket): unknown {
  return socket.handshake.query.userId ?? (socket.handshake.auth as { userId?: unknown } | undefined)?.userId;
}

/**
 * The socket's identity is the session cookie, resolved as for HTTP requests. A `userId` the client
 * names (the contract's query parameter) must be that same user, or the connection is refused.
 */
export function authenticateSocket(
  ctx: AppContext,
  parseCookies: (header: string) => Record<string, string | undefined>,
) {
  return async (socket: RealtimeSocket, next: (error?: Error) => void) => {
    try {
      const token = parseCookies(socket.request.headers.cookie ?? '')[SESSION_COOKIE];
      const user = token && token.length <= 100 ? await resolveSession(ctx, token) : null;
      if (!user || !token) return next(new Error(handshakeMessages.unauthenticated));
      const claimed = claimedUserId(socket);
      if (claimed !== undefined && claimed !== user.id) return next(new Error(handshakeMessages.userMismatch));
      socket.data.userId = user.id;
      socket.data.sessionHash = hashToken(token);
      socket.data.groupChats = understandsGroupChats(socket);
      next();
    } catch {
      next(new Error(handshakeMessages.unavailable));
    }
  };
}
