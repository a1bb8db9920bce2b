import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { InvalidatingCache } from './invalidating-cache.js';
import type { MemberSet } from './member-set.js';

type Invalidatable = Pick<InvalidatingCache<unknown>, 'invalidate' | 'clear' | 'suspend' | 'resume'>;

/** The caches kept true, whatever they hold (see caches.ts). */
interface KeptCaches {
  postViews: Invalidatable;
  sessions: Invalidatable;
  readers: Invalidatable;
  followLists: Invalidatable;
  timelines: Invalidatable;
  pageMarks: Invalidatable;
  inactivePeople: Pick<MemberSet, 'set' | 'load'>;
  bigAuthors: Pick<MemberSet, 'set' | 'load'>;
  limitedDomains: Pick<MemberSet, 'set' | 'load'>;
  movedPeople: Pick<MemberSet, 'set' | 'load'>;
}

/** Sessions ended: one (`sessionHash`), or all of `userId`'s but `keepSessionHash`. */
export interface EndedSessions {
  userId?: string;
  sessionHash?: string;
  keepSessionHash?: string;
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
  /** Readers whose context (follows, blocks, mutes, muted words) changed. */
  readers?: string[];
  /** People whose follower or following lists changed. */
  followLists?: string[];
  /** Readers whose home timeline's entries or horizon changed (a fan-out, a backfill, a trim, an unfollow). */
  timelines?: string[];
  /** Readers whose own marks changed otherwise than through a post's change (a bookmark). */
  marks?: string[];
  /** A person became active again, or stopped being active. */
  standing?: { userId: string; active: boolean };
  /** An author whose posts are merged into feeds at read time from now on. */
  bigAuthor?: string;
  /** A server's domain was limited, or its limit lifted. */
  limitedDomain?: { domain: string; limited: boolean };
  /** A person of ours moved their account elsewhere. */
  moved?: string;
}

const followListKeys = (ids: readonly string[]) => ids.flatMap((id) => [`followers:${id}`, `following:${id}`]);

function applyChange(caches: KeptCaches, change: CacheChange): void {
  // Marks need no clearing for every post: whose reposts a reader may see is judged after the cache.
  if (change.everyPost) caches.postViews.clear();
  else if (change.posts?.length) {
    caches.postViews.invalidate(change.posts);
    // A page's marks depend on its posts: a repost of one, or one undone, changes them.
    caches.pageMarks.invalidate(change.posts);
  }
  if (change.marks?.length) caches.pageMarks.invalidate(change.marks);
  if (change.people?.length) caches.sessions.invalidate(change.people.map((id) => `user:${id}`));
  const ended = change.ended;
  if (ended?.sessionHash) caches.sessions.invalidate([ended.sessionHash]);
  // All but one of a person's sessions: re-reading the one kept costs one query, so drop them all.
  if (ended?.userId) caches.sessions.invalidate([`user:${ended.userId}`]);
  if (change.readers?.length) caches.readers.invalidate(change.readers);
  if (change.followLists?.length) caches.followLists.invalidate(followListKeys(change.followLists));
  if (change.timelines?.length) caches.timelines.invalidate(change.timelines);
  if (change.standing) caches.inactivePeople.set(change.standing.userId, !change.standing.active);
  if (change.bigAuthor) caches.bigAuthors.set(change.bigAuthor, true);
  if (change.limitedDomain) caches.limitedDomains.set(change.limitedDomain.domain, change.limitedDomain.limited);
  if (change.moved) caches.movedPeople.set(change.moved, true);
}

const everyCache = (caches: KeptCaches): Invalidatable[] => [
  caches.postViews,
  caches.sessions,
  caches.readers,
  caches.followLists,
  caches.timelines,
  caches.pageMarks,
];

/**
 * Keeps every process's caches true: a change is applied here at once, then published on Redis (when
 * REDIS_URL is set) for the other processes. Changes come from the app's domain events (`app-caches.ts`:
 * `invalidateOnEvents`), never from hand calls in the features. While the subscription is down this process
 * would not hear of other processes' changes, so its caches are suspended (empty, every read from the
 * database) until it is back, and the whole sets are read again then.
 */
export class CacheInvalidation<Caches extends KeptCaches> {
  private readonly origin = randomUUID();
  private readonly channel: string;
  private subscriber: Redis | undefined;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    readonly caches: Caches,
    private readonly redis: Redis | undefined,
    prefix: string,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  ) {
    this.channel = `${prefix}cache-invalidation`;
  }

  /** Loads the whole sets and, with Redis, subscribes to the other processes' changes. */
  async start(): Promise<void> {
    await this.loadSets();
    if (!this.redis) return;
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    let lost = false;
    subscriber.on('error', (error) => this.log.warn({ err: error }, 'cache invalidation subscriber error'));
    subscriber.on('close', () => {
      lost = true;
      for (const cache of everyCache(this.caches)) cache.suspend();
    });
    // On reconnecting, ioredis sends the subscription again before it reports ready.
    subscriber.on('ready', () => {
      for (const cache of everyCache(this.caches)) cache.resume();
      if (lost) void this.loadSets().catch((error) => this.log.error({ err: error }, 'cache sets not reloaded'));
      lost = false;
    });
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      const { origin, change } = JSON.parse(message) as { origin: string; change: CacheChange };
      if (origin !== this.origin) applyChange(this.caches, change);
    });
    await subscriber.subscribe(this.channel);
  }

  private async loadSets(): Promise<void> {
    const { inactivePeople, bigAuthors, limitedDomains, movedPeople } = this.caches;
    await Promise.all([inactivePeople.load(), bigAuthors.load(), limitedDomains.load(), movedPeople.load()]);
  }

  /** Applies the change here at once; the returned promise settles once the other processes were told. */
  publish(change: CacheChange): Promise<void> {
    applyChange(this.caches, change);
    if (!this.redis) return Promise.resolve();
    const published = this.send(change);
    this.inFlight.add(published);
    void published.finally(() => this.inFlight.delete(published));
    return published;
  }

  /** Settles once every change published so far reached Redis (a tool about to exit waits for it). */
  async flush(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  private async send(change: CacheChange): Promise<void> {
    if (!this.redis) return;
    try {
      await this.redis.publish(this.channel, JSON.stringify({ origin: this.origin, change }));
    } catch (error) {
      // The write has committed; the others catch up when their entries age out (see caches.ts).
      this.log.error({ err: error }, 'cache invalidation not published');
    }
  }

  async stop(): Promise<void> {
    await this.subscriber?.quit().catch(() => undefined);
  }
}
