import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '../auth/session-user.js';
import { cachedSessionUser, resolveSessionHash } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import { movedRefusal } from '../federation/moved-accounts.js';
import { errorBody, failureFor } from '../http/error-handler.js';
import { requestLocale } from '../http/locale.js';
import type { RealtimeSocket } from './socket-types.js';

/**
 * A socket.io middleware: every event a client sends is a write (a message, a read receipt, typing), so a
 * person who moved their account sends none (the rule of federation/moved-accounts.ts; the ack, if asked
 * for, says 403 ACCOUNT_MOVED). Read per event from the session, so a move reaches sockets already open;
 * from the session cache when it holds the session, else from the database, one event after another so
 * a socket's events keep their order.
 */
export function refuseMovedWrites(ctx: AppContext, socket: RealtimeSocket, log: FastifyBaseLogger) {
  let reading: Promise<void> | undefined;
  return (packet: unknown[], next: (error?: Error) => void) => {
    const refuse = (answer: ReturnType<typeof errorBody>) => {
      const ack = packet.at(-1);
      if (typeof ack === 'function') ack(answer);
    };
    const decide = (user: SessionUser | null | undefined) => {
      const refusal = movedRefusal(user);
      if (refusal) refuse(errorBody(refusal, requestLocale(socket.handshake)));
      else next();
    };
    const cached = reading ? undefined : cachedSessionUser(ctx, socket.data.sessionHash);
    if (cached) return decide(cached);
    const read = (reading ?? Promise.resolve())
      .then(() => resolveSessionHash(ctx, socket.data.sessionHash))
      .then(decide, (error: unknown) =>
        refuse(errorBody(failureFor(error, log).phrase, requestLocale(socket.handshake))),
      );
    reading = read;
    void read.finally(() => {
      if (reading === read) reading = undefined;
    });
  };
}
