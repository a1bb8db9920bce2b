import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeServer } from './contract.js';
import type { PresenceStore } from './presence-store.js';

export interface PresenceTiming {
  /** How long a process's presence outlives its last heartbeat (a crashed process's users go offline after this). */
  ttlMs: number;
  heartbeatMs: number;
  /** Changes within this window go out as one getOnlineUsers. */
  batchMs: number;
}

export const defaultPresenceTiming: PresenceTiming = { ttlMs: 30_000, heartbeatMs: 10_000, batchMs: 100 };

/**
 * Every change sends the whole list to every socket, so the cost is (online users x sockets). Past a
 * few thousand of each, broadcasts are spaced out to keep that traffic under this many ids a second.
 */
const BROADCAST_BUDGET_IDS_PER_SECOND = 2_000_000;

/**
 * Who is online, counted in tabs: a user goes online with the first socket and offline when the last
 * one closes. This process's counts are kept here; the store shares them with the other processes.
 * Each process sends getOnlineUsers to its own sockets whenever the global list it reads differs from
 * what it last sent, so a change made anywhere reaches every socket.
 */
export class Presence {
  private readonly tabs = new Map<string, number>();
  private readonly newSockets = new Set<string>();
  private sent: string[] = [];
  private sentKey = '';
  private dirty = false;
  private draining = false;
  private announcePending = false;
  private nextBroadcastAt = 0;
  private closed = false;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly io: RealtimeServer,
    private readonly store: PresenceStore,
    private readonly timing: PresenceTiming,
    private readonly log: FastifyBaseLogger,
    /** Tells the other processes to re-read the list; absent when there are none. */
    private readonly announce?: () => void,
  ) {
    this.heartbeat = setInterval(() => this.beat(), timing.heartbeatMs);
    this.heartbeat.unref();
  }

  /**
   * Sends a new socket the current list at once. Sockets arriving in the same turn share one encoding
   * of the list, which matters when thousands reconnect together.
   */
  welcome(socketId: string): void {
    this.newSockets.add(socketId);
    if (this.newSockets.size > 1) return;
    setImmediate(() => {
      const ids = [...this.newSockets];
      this.newSockets.clear();
      this.io.local.to(ids).emit('getOnlineUsers', this.sent);
    });
  }

  async connect(userId: string): Promise<void> {
    const count = (this.tabs.get(userId) ?? 0) + 1;
    this.tabs.set(userId, count);
    if (count > 1) return;
    await this.store.add(userId);
    this.changed();
  }

  async disconnect(userId: string): Promise<void> {
    const count = (this.tabs.get(userId) ?? 0) - 1;
    if (count > 0) {
      this.tabs.set(userId, count);
      return;
    }
    this.tabs.delete(userId);
    if (this.closed) return;
    await this.store.remove(userId);
    this.changed();
  }

  /** Another process changed the list. */
  remoteChanged(): void {
    this.schedule();
  }

  /** Removes this process's users from the shared list and tells the others, at a clean shutdown. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    await this.store.clear();
    this.announce?.();
  }

  private changed(): void {
    this.announcePending = true;
    this.schedule();
  }

  private schedule(): void {
    this.dirty = true;
    if (this.draining || this.closed) return;
    this.draining = true;
    void this.drain();
  }

  private async drain(): Promise<void> {
    while (this.dirty && !this.closed) {
      await sleep(Math.max(this.timing.batchMs, this.nextBroadcastAt - Date.now()), undefined, { ref: false });
      // Closed while asleep: Redis may already be gone, and the adapter's publish would reject unhandled.
      if (this.closed) break;
      this.dirty = false;
      try {
        if (this.announcePending) {
          this.announcePending = false;
          this.announce?.();
        }
        await this.broadcastIfChanged();
      } catch (error) {
        this.log.warn({ err: error }, 'presence update failed');
      }
    }
    this.draining = false;
  }

  private async broadcastIfChanged(): Promise<void> {
    const online = (await this.store.onlineUsers()).sort();
    const key = online.join(',');
    if (key === this.sentKey || this.closed) return;
    this.sent = online;
    this.sentKey = key;
    this.io.local.emit('getOnlineUsers', online);
    const cost = online.length * this.io.of('/').sockets.size;
    this.nextBroadcastAt = Date.now() + (cost * 1000) / BROADCAST_BUDGET_IDS_PER_SECOND;
  }

  private beat(): void {
    this.store
      .refresh([...this.tabs.keys()])
      .then(() => this.schedule())
      .catch((error) => this.log.warn({ err: error }, 'presence heartbeat failed'));
  }
}
