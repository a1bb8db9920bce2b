import type { AppEventMap, AppEvents } from './app-events.js';
import type { CachedSession } from './auth/session-user.js';
import { type Caches, createCaches } from './cache/caches.js';
import type { CacheChange, CacheInvalidation } from './cache/invalidation.js';
import type { Db } from './db/schema.js';
import { limitedDomains } from './federation/domain-blocks.js';
import { type CachedPageMarks, pageMarksBytes } from './feed/cached-page-marks.js';
import { type CachedTimelineStart, timelineStartBytes } from './feed/cached-timeline-start.js';
import { bigAuthorIds } from './feed/timeline-queries.js';
import { postViewBytes } from './posts/view-bytes.js';
import type { PostView } from './posts/views.js';
import { inactiveUserIds, movedUserIds } from './users/queries.js';
import { type Viewer, viewerBytes } from './visibility/index.js';

/** The app's in-process caches: the machinery is `cache/`'s, what they hold is the features'. */
export type AppCaches = Caches<PostView, CachedSession, Viewer, CachedTimelineStart, CachedPageMarks>;

export function createAppCaches(db: Db, postViewMb: number): AppCaches {
  return createCaches({
    postViewMb,
    postViewBytes,
    readerBytes: viewerBytes,
    timelineBytes: timelineStartBytes,
    pageMarksBytes,
    inactivePeople: () => inactiveUserIds(db),
    bigAuthors: () => bigAuthorIds(db),
    limitedDomains: () => limitedDomains(db),
    movedPeople: () => movedUserIds(db),
  });
}

type AppEventChanges = Pick<
  AppEventMap,
  | 'posts.changed'
  | 'person.changed'
  | 'person.locale'
  | 'person.standing'
  | 'person.moved'
  | 'follow.changed'
  | 'block.changed'
  | 'mute.changed'
  | 'mutedWords.changed'
  | 'feed.bigAuthor'
  | 'feed.delivered'
  | 'timelines.changed'
  | 'bookmarks.changed'
  | 'sessions.ended'
  | 'domain.limit'
>;

/**
 * What each domain event changes in the caches. Every write publishes its event after commit, so the
 * caches follow the writes by construction: a new write that changes one of these emits the event.
 */
const changes: { [K in keyof AppEventChanges]: (payload: AppEventChanges[K]) => CacheChange } = {
  'posts.changed': ({ postIds }) => ({ posts: postIds }),
  'person.changed': ({ userId }) => ({ everyPost: true, people: [userId] }),
  'person.locale': ({ userId }) => ({ people: [userId] }),
  // Views leave out inactive authors' posts and the likes and replies they hold.
  'person.standing': ({ userId, active }) => ({ everyPost: true, people: [userId], standing: { userId, active } }),
  // Their sessions say so to HTTP writes; their sockets ask the set, per event.
  'person.moved': ({ userId }) => ({ everyPost: true, people: [userId], moved: userId }),
  // An unfollow takes the author's entries out of the follower's timeline.
  'follow.changed': ({ followerId, followeeId }) => ({
    readers: [followerId],
    followLists: [followerId, followeeId],
    timelines: [followerId],
  }),
  // A block ends the follows between the two, both ways, and takes each one's entries out of the other's timeline.
  'block.changed': ({ blockerId, blockedId }) => ({
    readers: [blockerId, blockedId],
    followLists: [blockerId, blockedId],
    timelines: [blockerId, blockedId],
  }),
  'mute.changed': ({ muterId }) => ({ readers: [muterId] }),
  'mutedWords.changed': ({ userId }) => ({ readers: [userId] }),
  'feed.bigAuthor': ({ authorId }) => ({ bigAuthor: authorId }),
  // A fan-out batch inserted entries (and trimmed some of those timelines).
  'feed.delivered': ({ followerIds }) => ({ timelines: followerIds }),
  'timelines.changed': ({ userIds }) => ({ timelines: userIds }),
  'bookmarks.changed': ({ userId }) => ({ marks: [userId] }),
  'sessions.ended': (ended) => ({ ended }),
  'domain.limit': (limitedDomain) => ({ limitedDomain }),
};

/** Subscribes the caches to the domain events: each is applied here and published to the other processes. */
export function invalidateOnEvents(events: AppEvents, cache: CacheInvalidation<AppCaches>): void {
  for (const name of Object.keys(changes) as (keyof AppEventChanges)[]) {
    events.on(name, (payload) => void cache.publish((changes[name] as (p: typeof payload) => CacheChange)(payload)));
  }
}
