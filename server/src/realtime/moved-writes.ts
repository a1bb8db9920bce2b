import type { AppContext } from '../context.js';
import { movedRefusal } from '../federation/moved-accounts.js';
import { errorBody } from '../http/error-handler.js';
import { requestLocale } from '../http/locale.js';
import type { RealtimeSocket } from './socket-types.js';

/**
 * A socket.io middleware: every event a client sends is a write (a message, a read receipt, typing), so a
 * person who moved their account sends none (the rule of federation/moved-accounts.ts; the ack, if asked
 * for, says 403 ACCOUNT_MOVED). Asked per event of the in-memory moved-people set, which a move changes in
 * every process at once, so a move reaches sockets already open and no event pays a query (a session read
 * per event missed the session cache once more sockets were open than it holds).
 */
export function refuseMovedWrites(ctx: AppContext, socket: RealtimeSocket) {
  return (packet: unknown[], next: (error?: Error) => void) => {
    const refusal = movedRefusal({ moved: ctx.cache.caches.movedPeople.has(socket.data.userId) });
    if (!refusal) return next();
    const ack = packet.at(-1);
    if (typeof ack === 'function') ack(errorBody(refusal, requestLocale(socket.handshake)));
  };
}
