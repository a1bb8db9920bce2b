import type { FastifyBaseLogger } from 'fastify';
import { typingAudience } from '../chat/service.js';
import type { AppContext } from '../context.js';
import { conversationIdOf } from './payloads.js';
import { type RealtimeServer, type RealtimeSocket, userRoom } from './socket-types.js';

/**
 * `typing {conversationId}`: the conversation's other members' tabs hear `typing {conversationId, userId}`
 * (the socket's own user). Malformed payloads, non-members and events past the rate are dropped silently.
 */
export function handleTyping(ctx: AppContext, io: RealtimeServer, socket: RealtimeSocket, log: FastifyBaseLogger) {
  return async (payload: unknown) => {
    const conversationId = conversationIdOf(payload);
    if (!conversationId) return;
    const { userId } = socket.data;
    try {
      const audience = await typingAudience(ctx, userId, conversationId);
      if (audience.length > 0) io.to(audience.map(userRoom)).emit('typing', { conversationId, userId });
    } catch (error) {
      log.warn({ err: error }, 'typing failed');
    }
  };
}
