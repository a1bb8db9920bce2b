import type { FastifyBaseLogger } from 'fastify';
import { markConversationSeen } from '../chat/service.js';
import type { AppContext } from '../context.js';
import { conversationIdOf } from './payloads.js';
import type { RealtimeSocket } from './socket-types.js';

/**
 * `markMessagesAsSeen {conversationId, userId}`: the socket's own user is the reader. The payload's
 * userId is not trusted; whose messages become seen, and who hears about it, comes from membership.
 * Malformed payloads and conversations the user is not in are ignored.
 */
export function handleMarkMessagesAsSeen(ctx: AppContext, socket: RealtimeSocket, log: FastifyBaseLogger) {
  return async (payload: unknown) => {
    const conversationId = conversationIdOf(payload);
    if (!conversationId) return;
    try {
      await markConversationSeen(ctx, socket.data.userId, conversationId);
    } catch (error) {
      log.warn({ err: error }, 'markMessagesAsSeen failed');
    }
  };
}
