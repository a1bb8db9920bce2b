import type { FastifyBaseLogger } from 'fastify';
import { sendMessage } from '../chat/send.js';
import { socketSendInput } from '../chat/send-input.js';
import type { AppContext } from '../context.js';
import { errorBody, failureFor } from '../http/error-handler.js';
import { requestLocale } from '../http/locale.js';
import type { SendMessageAck } from './events.js';
import type { RealtimeSocket } from './socket-types.js';

/**
 * `sendMessage {recipientId, message, img?}` with an acknowledgement: the same validation, rules,
 * rate limit and stored message as `POST /api/messages`, sent as the socket's own user. The ack
 * comes only after the message has committed; the sending socket is left out of the `newMessage` push.
 */
export function handleSendMessage(ctx: AppContext, socket: RealtimeSocket, log: FastifyBaseLogger) {
  return async (payload: unknown, ack?: unknown) => {
    const reply = typeof ack === 'function' ? (ack as (answer: SendMessageAck) => void) : () => {};
    try {
      const message = await sendMessage(ctx, socket.data.userId, socketSendInput(payload), socket.id);
      reply({ message });
    } catch (error) {
      reply(errorBody(failureFor(error, log).phrase, requestLocale(socket.handshake)));
    }
  };
}
