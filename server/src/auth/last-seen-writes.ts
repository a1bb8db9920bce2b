import type { Db, Engine } from '../db/schema.js';
import { touchSessions } from './queries.js';

/** Last-seen is kept to the minute: fine for "where you're logged in", and one write a minute at most. */
export const LAST_SEEN_PRECISION_MS = 60_000;

/**
 * How often recorded times are written. Against the minute they are kept to, 5 s is little staleness (and the
 * sessions list writes first), while it gathers a minute's sessions into 12 statements: a write per due request
 * was a commit and an fsync on SQLite, in windows that otherwise only read.
 */
export const LAST_SEEN_FLUSH_MS = 5_000;

/**
 * Sessions per statement: 500 of 10,000 took ~3 ms on SQLite with its commit (on a busy machine, load 7 on 2
 * cores), inside a 5 ms slice of the event loop; a transaction of single-row updates took ~12 ms.
 */
export const LAST_SEEN_CHUNK = 500;

/** Whether a session last seen at `lastSeenAt` is due its last-seen write at `now`. */
const lastSeenDue = (lastSeenAt: number, now: number) => now - lastSeenAt >= LAST_SEEN_PRECISION_MS;

/**
 * The sessions' last-seen times recorded by requests and written together, so that no request waits for one
 * (`app.ts` flushes them every `LAST_SEEN_FLUSH_MS` and as the app closes; the sessions list flushes before
 * reading). A time for a session ended meanwhile updates no row. A failed write is not retried: the session's
 * next due request, within the minute, records it again.
 */
export class LastSeenWrites {
  private pending = new Map<string, number>();
  private writing: Promise<void> = Promise.resolve();

  record(tokenHash: string, at: number): void {
    this.pending.set(tokenHash, at);
  }

  /** A request of a session last seen at `lastSeenAt`: records `now` when due. Returns the session's last-seen time. */
  seen(tokenHash: string, lastSeenAt: number, now: number): number {
    if (!lastSeenDue(lastSeenAt, now)) return lastSeenAt;
    this.record(tokenHash, now);
    return now;
  }

  /** Writes what is recorded; settles once it and every write begun before it are committed. */
  flush(db: Db, engine: Engine): Promise<void> {
    if (this.pending.size === 0) return this.writing;
    const seen = [...this.pending];
    this.pending = new Map();
    const write = this.writing.then(async () => {
      for (let start = 0; start < seen.length; start += LAST_SEEN_CHUNK) {
        await touchSessions(db, engine, seen.slice(start, start + LAST_SEEN_CHUNK), LAST_SEEN_PRECISION_MS);
      }
    });
    this.writing = write.catch(() => {});
    return write;
  }
}
