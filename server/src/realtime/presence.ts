import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { PresenceStore } from './presence-store.js';
import { type RealtimeServer, type RealtimeSocket, userRoom } from './socket-types.js';
import { WatchList } from './watch-list.js';

export interface PresenceTiming {
  /** How long a process's presence outlives its last heartbeat (a crashed process's users go offline after this). */
  ttlMs: number;
  heartbeatMs: number;
  /** Changes within this window are checked, and sent, together. */
  batchMs: number;
  /**
   * A person is re-sent their list at most this often; changes in between go out together at the end
   * of it. When thousands connect at once, each of their contacts gets a few lists, not one per arrival.
   */
  listIntervalMs: number;
}

export const defaultPresenceTiming: PresenceTiming = {
  ttlMs: 30_000,
  heartbeatMs: 10_000,
  batchMs: 100,
  listIntervalMs: 1000,
};

/**
 * Who is online, as each person needs it: their own contacts (see contacts.ts), never everyone.
 * A user goes online with their first tab anywhere and offline when the last one closes; this
 * process counts its own tabs and the store shares who is here with the other processes.
 *
 * When a user comes or goes, the process where it happened tells every process their id; each
 * process asks the store about those of the ids its own users watch and re-sends getOnlineUsers to
 * just those watchers. A connect costs one contacts query and one store question about those contacts.
 */
export class Presence {
  private readonly tabs = new Map<string, number>();
  private readonly watching = new WatchList();
  /** Per user, the arrival, departure or contacts reload in progress: they run one at a time, in order. */
  private readonly queues = new Map<string, Promise<void>>();
  private readonly staleContacts = new Set<string>();
  private readonly toCheck = new Set<string>();
  private readonly toAnnounce = new Set<string>();
  private readonly listSentAt = new Map<string, number>();
  private readonly listsDue = new Set<string>();
  private listTimer: NodeJS.Timeout | undefined;
  private draining = false;
  private closed = false;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly io: RealtimeServer,
    private readonly store: PresenceStore,
    private readonly loadContacts: (userId: string) => Promise<string[]>,
    private readonly timing: PresenceTiming,
    private readonly log: FastifyBaseLogger,
    /** Tells the other processes whose presence changed; absent when there are none. */
    private readonly announce?: (userIds: string[]) => void,
  ) {
    this.heartbeat = setInterval(() => this.beat(), timing.heartbeatMs);
    this.heartbeat.unref();
  }

  /** A new tab: counted, and sent its user's list once their contacts are known. */
  async join(socket: RealtimeSocket): Promise<void> {
    const { userId } = socket.data;
    this.tabs.set(userId, (this.tabs.get(userId) ?? 0) + 1);
    await this.enqueue(userId);
    if (socket.connected && this.watching.has(userId)) socket.emit('getOnlineUsers', this.listFor(userId));
  }

  async leave(userId: string): Promise<void> {
    const count = (this.tabs.get(userId) ?? 0) - 1;
    if (count > 0) {
      this.tabs.set(userId, count);
      return;
    }
    this.tabs.delete(userId);
    await this.enqueue(userId);
  }

  /** Users on another process (or this one) came or went. */
  changed(userIds: string[]): void {
    for (const id of userIds) this.toCheck.add(id);
    this.schedule();
  }

  /** These users' contacts changed (a follow, a first message); those with tabs here reload them. */
  contactsChanged(userIds: string[]): void {
    for (const id of userIds) {
      if (!this.watching.has(id)) continue;
      this.staleContacts.add(id);
      void this.enqueue(id);
    }
  }

  /** Removes this process's users from the store and tells the others, at a clean shutdown. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.listTimer);
    await this.store.clear();
    const gone = this.watching.users();
    if (gone.length > 0) this.announce?.(gone);
  }

  /** The user themself and those of their contacts who are online. */
  private listFor(userId: string): string[] {
    return [userId, ...this.watching.onlineContactsOf(userId)];
  }

  private enqueue(userId: string): Promise<void> {
    const previous = this.queues.get(userId) ?? Promise.resolve();
    const next = previous
      .then(() => this.sync(userId))
      .catch((error) => this.log.warn({ err: error }, 'presence failed'));
    this.queues.set(userId, next);
    void next.then(() => {
      if (this.queues.get(userId) === next) this.queues.delete(userId);
    });
    return next;
  }

  /** Brings this process's record of one user in line with their tab count. */
  private async sync(userId: string): Promise<void> {
    if (this.closed) return;
    const here = this.tabs.has(userId);
    const known = this.watching.has(userId);
    if (here && !known) {
      await this.watch(userId);
      await this.store.add(userId);
      this.cameOrWent(userId);
    } else if (!here && known) {
      this.watching.remove(userId);
      this.listSentAt.delete(userId);
      await this.store.remove(userId);
      this.cameOrWent(userId);
    } else if (here && this.staleContacts.delete(userId)) {
      await this.watch(userId);
      this.sendList(userId);
    }
  }

  /** Starts (or restarts) following a user's contacts, learning which of them are online now. */
  private async watch(userId: string): Promise<void> {
    const contacts = await this.loadContacts(userId);
    const unknown = this.watching.set(userId, contacts);
    const online = await this.store.onlineAmong(unknown);
    for (const watcher of this.watching.learn(unknown, online)) {
      // Someone else here started watching the same person meanwhile; the user's own list goes out after.
      if (watcher !== userId) this.sendList(watcher);
    }
  }

  private sendList(userId: string): void {
    const now = Date.now();
    if (now - (this.listSentAt.get(userId) ?? 0) >= this.timing.listIntervalMs) {
      this.listSentAt.set(userId, now);
      this.io.local.to(userRoom(userId)).emit('getOnlineUsers', this.listFor(userId));
      return;
    }
    this.listsDue.add(userId);
    this.listTimer ??= setTimeout(() => this.sendListsDue(), this.timing.listIntervalMs).unref();
  }

  private sendListsDue(): void {
    this.listTimer = undefined;
    const due = [...this.listsDue];
    this.listsDue.clear();
    if (this.closed) return;
    const now = Date.now();
    for (const userId of due) {
      if (!this.watching.has(userId)) continue;
      this.listSentAt.set(userId, now);
      this.io.local.to(userRoom(userId)).emit('getOnlineUsers', this.listFor(userId));
    }
  }

  private cameOrWent(userId: string): void {
    this.toAnnounce.add(userId);
    this.changed([userId]);
  }

  private schedule(): void {
    if (this.draining || this.closed) return;
    this.draining = true;
    void this.drain();
  }

  private async drain(): Promise<void> {
    while ((this.toCheck.size > 0 || this.toAnnounce.size > 0) && !this.closed) {
      await sleep(this.timing.batchMs, undefined, { ref: false });
      // Closed while asleep: Redis may already be gone, and the adapter's publish would reject unhandled.
      if (this.closed) break;
      try {
        if (this.toAnnounce.size > 0) {
          const ids = [...this.toAnnounce];
          this.toAnnounce.clear();
          this.announce?.(ids);
        }
        const ids = [...this.toCheck];
        this.toCheck.clear();
        await this.recheck(ids);
      } catch (error) {
        this.log.warn({ err: error }, 'presence update failed');
      }
    }
    this.draining = false;
  }

  /** Asks the store about the watched ones among `userIds` and re-sends the lists of whoever saw a change. */
  private async recheck(userIds: string[]): Promise<void> {
    const watched = userIds.filter((id) => this.watching.isWatched(id));
    if (watched.length === 0) return;
    const online = await this.store.onlineAmong(watched);
    for (const watcher of this.watching.learn(watched, online)) this.sendList(watcher);
  }

  /**
   * Re-asserts this process's users and re-checks everyone watched here: that is how a crashed
   * process's users, whose entry lapses without anyone announcing it, are seen to go offline.
   */
  private beat(): void {
    this.store
      .refresh(this.watching.users())
      .then(() => this.changed(this.watching.watchedIds()))
      .catch((error) => this.log.warn({ err: error }, 'presence heartbeat failed'));
  }
}
