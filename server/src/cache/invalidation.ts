import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { InvalidatingCache } from './invalidating-cache.js';

type Invalidatable = Pick<InvalidatingCache<unknown>, 'invalidate' | 'clear' | 'suspend' | 'resume'>;

/** The caches kept true, whatever they hold (see caches.ts). */
interface KeptCaches {
  postViews: Invalidatable;
  sessions: Invalidatable;
}

/** Sessions ended: one (`sessionHash`), or all of `userId`'s but `keepSessionHash`. */
export interface EndedSessions {
  userId?: string;
  sessionHash?: string;
  keepSessionHash?: string;
}

/** Where revocations are announced: the app's `sessions.ended` event. */
export interface SessionEndings {
  on(name: 'sessions.ended', listener: (ended: EndedSessions) => void): void;
}

/** One change, as published to the other processes. */
export interface CacheChange {
  /** Posts whose views changed (a like, a reply, a repost, a deletion). */
  posts?: string[];
  /** Something every view may show changed: a person's name or picture, a freeze, a suspension. */
  everyPost?: boolean;
  /** People whose session lookups must be read again (profile change), without ending the sessions. */
  people?: string[];
  ended?: EndedSessions;
}

function applyChange(caches: KeptCaches, change: CacheChange): void {
  if (change.everyPost) caches.postViews.clear();
  else if (change.posts?.length) caches.postViews.invalidate(change.posts);
  if (change.people?.length) caches.sessions.invalidate(change.people.map((id) => `user:${id}`));
  const ended = change.ended;
  if (ended?.sessionHash) caches.sessions.invalidate([ended.sessionHash]);
  // All but one of a person's sessions: re-reading the one kept costs one query, so drop them all.
  if (ended?.userId) caches.sessions.invalidate([`user:${ended.userId}`]);
}

/**
 * Keeps every process's caches true: a change is applied here at once, then published on Redis (when
 * REDIS_URL is set) for the other processes. Ended sessions arrive as the `sessions.ended` event every
 * revocation already emits. While the subscription is down this process would not hear of other processes'
 * changes, so its caches are suspended (empty, every read from the database) until it is back.
 */
export class CacheInvalidation<Caches extends KeptCaches> {
  private readonly origin = randomUUID();
  private readonly channel: string;
  private subscriber: Redis | undefined;

  constructor(
    readonly caches: Caches,
    private readonly redis: Redis | undefined,
    prefix: string,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  ) {
    this.channel = `${prefix}cache-invalidation`;
  }

  async start(events: SessionEndings): Promise<void> {
    events.on('sessions.ended', (ended) => void this.publish({ ended }));
    if (!this.redis) return;
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    subscriber.on('error', (error) => this.log.warn({ err: error }, 'cache invalidation subscriber error'));
    subscriber.on('close', () => {
      this.caches.postViews.suspend();
      this.caches.sessions.suspend();
    });
    // On reconnecting, ioredis sends the subscription again before it reports ready.
    subscriber.on('ready', () => {
      this.caches.postViews.resume();
      this.caches.sessions.resume();
    });
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      const { origin, change } = JSON.parse(message) as { origin: string; change: CacheChange };
      if (origin !== this.origin) applyChange(this.caches, change);
    });
    await subscriber.subscribe(this.channel);
  }

  async publish(change: CacheChange): Promise<void> {
    applyChange(this.caches, change);
    if (!this.redis) return;
    try {
      await this.redis.publish(this.channel, JSON.stringify({ origin: this.origin, change }));
    } catch (error) {
      // The write has committed; the others catch up when their entries age out (see caches.ts).
      this.log.error({ err: error }, 'cache invalidation not published');
    }
  }

  postsChanged(ids: readonly string[]): Promise<void> {
    return this.publish({ posts: [...ids] });
  }

  everyPostChanged(): Promise<void> {
    return this.publish({ everyPost: true });
  }

  /** A person's name, username or picture changed: their session lookups and every post view. */
  personChanged(userId: string): Promise<void> {
    return this.publish({ everyPost: true, people: [userId] });
  }

  async stop(): Promise<void> {
    await this.subscriber?.quit().catch(() => undefined);
  }
}
