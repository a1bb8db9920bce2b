import { errorBody } from '../http/error-handler.js';
import { httpMessages } from '../http/messages.js';
import type { RealtimeSocket } from './socket-types.js';

export const socketLimits = {
  /** Events a person's sockets may send a second, on average, with bursts of up to `eventBurst`. */
  eventsPerSecond: 10,
  eventBurst: 30,
  /** Dropped events within `dropWindowMs` after which the socket is closed. */
  dropsBeforeDisconnect: 100,
  dropWindowMs: 10_000,
  /** Open sockets per person on one process; a new one past this closes their oldest. */
  socketsPerUser: 20,
  /** The largest frame a client may send; a bigger one closes its connection (engine.io's maxHttpBufferSize). */
  maxPayloadBytes: 16 * 1024,
};

interface Bucket {
  tokens: number;
  refilledAt: number;
}

/**
 * Token buckets of `eventsPerSecond`, one per person on this process, shared by their sockets and kept
 * after a socket closes: reconnecting does not buy a fresh burst. Full buckets are forgotten now and then.
 */
export class EventBudgets {
  private readonly buckets = new Map<string, Bucket>();
  private prunedAt = 0;

  constructor(private readonly now: () => number = Date.now) {}

  take(userId: string): boolean {
    const time = this.now();
    const bucket = this.buckets.get(userId) ?? { tokens: socketLimits.eventBurst, refilledAt: time };
    bucket.tokens = Math.min(
      socketLimits.eventBurst,
      bucket.tokens + ((time - bucket.refilledAt) / 1000) * socketLimits.eventsPerSecond,
    );
    bucket.refilledAt = time;
    this.buckets.set(userId, bucket);
    if (time - this.prunedAt > socketLimits.dropWindowMs) this.prune(time);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  private prune(time: number): void {
    this.prunedAt = time;
    const refillMs = (socketLimits.eventBurst / socketLimits.eventsPerSecond) * 1000;
    for (const [userId, bucket] of this.buckets) {
      if (time - bucket.refilledAt >= refillMs) this.buckets.delete(userId);
    }
  }
}

/**
 * A socket.io middleware that holds a socket to its person's event budget. An event over it is
 * dropped before any handler runs (an acknowledgement, if asked for, says so), and a socket that
 * keeps flooding is disconnected. Dropping costs a few comparisons, so a flood cannot take the
 * event loop from everyone else.
 */
export function limitEventRate(socket: RealtimeSocket, budgets: EventBudgets, now: () => number = Date.now) {
  let drops = 0;
  let dropWindowStart = 0;

  return (packet: unknown[], next: (error?: Error) => void) => {
    if (budgets.take(socket.data.userId)) {
      next();
      return;
    }
    const ack = packet.at(-1);
    if (typeof ack === 'function') ack(errorBody(httpMessages.TOO_MANY_REQUESTS));
    const time = now();
    if (time - dropWindowStart > socketLimits.dropWindowMs) {
      dropWindowStart = time;
      drops = 0;
    }
    drops++;
    if (drops >= socketLimits.dropsBeforeDisconnect) socket.disconnect(true);
  };
}

/** Each person's open sockets on this process, oldest first; past the cap the oldest is closed. */
export class SocketsPerUser {
  private readonly open = new Map<string, RealtimeSocket[]>();

  add(socket: RealtimeSocket): void {
    const { userId } = socket.data;
    const sockets = [...(this.open.get(userId) ?? []), socket];
    const oldest = sockets.splice(0, Math.max(0, sockets.length - socketLimits.socketsPerUser));
    this.open.set(userId, sockets);
    for (const old of oldest) old.disconnect(true);
  }

  remove(socket: RealtimeSocket): void {
    const { userId } = socket.data;
    const sockets = this.open.get(userId)?.filter((open) => open !== socket) ?? [];
    if (sockets.length > 0) this.open.set(userId, sockets);
    else this.open.delete(userId);
  }
}
