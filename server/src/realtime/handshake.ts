import type { IncomingMessage } from 'node:http';
import { GROUP_CHATS_PARAM } from '@threads/contract';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import { resolveSession } from '../auth/sessions.js';
import { hashToken } from '../auth/tokens.js';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import { httpMessages } from '../http/messages.js';
import { isAllowedOrigin } from '../http/origin-check.js';
import { english, type Phrase } from '../lib/i18n/phrases.js';
import { handshakeMessages } from './messages.js';
import type { RealtimeSocket } from './socket-types.js';

/** Socket.IO hands a refused connection's `message` and `data` to the client's `connect_error`. */
function refusedConnection(phrase: Phrase): Error {
  return Object.assign(new Error(english(phrase)), { data: { code: phrase.code } });
}

/** engine.io's allowRequest: a page on another site cannot open a socket with our cookie (403). */
export function originGuard(config: Config) {
  return (request: IncomingMessage, callback: (error: string | null | undefined, success: boolean) => void) => {
    const allowed = isAllowedOrigin(request.headers.origin, request.headers.host, config);
    callback(allowed ? null : english(httpMessages.CROSS_SITE_REFUSED), allowed);
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
      if (!user || !token) return next(refusedConnection(httpMessages.LOGIN_REQUIRED));
      const claimed = claimedUserId(socket);
      if (claimed !== undefined && claimed !== user.id)
        return next(refusedConnection(handshakeMessages.SOCKET_USER_MISMATCH));
      socket.data.userId = user.id;
      socket.data.sessionHash = hashToken(token);
      socket.data.groupChats = understandsGroupChats(socket);
      next();
    } catch {
      next(refusedConnection(handshakeMessages.SOCKET_UNAVAILABLE));
    }
  };
}
