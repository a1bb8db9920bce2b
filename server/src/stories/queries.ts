import type { Insertable } from 'kysely';
import { compiledOnce } from '../db/compiled-once.js';
import type { Db } from '../db/schema.js';
import type { StoriesTable } from '../db/tables/stories.js';
import { isReaderOrFollowed } from '../follows/sql.js';
import { joinVisibleAuthor } from '../visibility/index.js';

export async function insertStory(db: Db, row: Insertable<StoriesTable>) {
  await db.insertInto('stories').values(row).execute();
}

/** A story that has not expired and whose owner is active, with its owner. */
export async function findLiveStory(db: Db, id: string, now: number) {
  return db
    .selectFrom('stories')
    .$call((q) => joinVisibleAuthor(q, 'stories.user_id', null))
    .selectAll('stories')
    .select(['users.username', 'users.name', 'users.profile_pic'])
    .where('stories.id', '=', id)
    .where('stories.expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Live stories of the viewer and of everyone they follow whom the policy lets them see, each with whether
 * the viewer has seen it, ordered by owner then oldest first. On every drawn home page: compiled once.
 */
const liveStories = compiledOnce((db: Db, { viewerId, now }: { viewerId: string; now: number }) =>
  db
    .selectFrom('stories')
    .$call((q) => joinVisibleAuthor(q, 'stories.user_id', viewerId))
    .leftJoin('story_views', (join) =>
      join.onRef('story_views.story_id', '=', 'stories.id').on('story_views.viewer_id', '=', viewerId),
    )
    .selectAll('stories')
    .select(['users.username', 'users.name', 'users.profile_pic', 'story_views.viewed_at'])
    .where(isReaderOrFollowed(viewerId, 'stories.user_id'))
    .where('stories.expires_at', '>', now)
    .orderBy('stories.user_id')
    .orderBy('stories.created_at')
    .orderBy('stories.id'),
);

export const liveStoriesForViewer = (db: Db, viewerId: string, now: number) => liveStories(db, { viewerId, now });

/** Records a view; a repeat by the same viewer is absorbed by the primary key. */
export async function insertStoryView(db: Db, storyId: string, viewerId: string, now: number): Promise<void> {
  await db
    .insertInto('story_views')
    .values({ story_id: storyId, viewer_id: viewerId, viewed_at: now })
    .onConflict((oc) => oc.columns(['story_id', 'viewer_id']).doNothing())
    .execute();
}

/** Viewers of a story whom its owner may see, most recent view first. */
export async function storyViewers(db: Db, storyId: string, ownerId: string) {
  return db
    .selectFrom('story_views')
    .$call((q) => joinVisibleAuthor(q, 'story_views.viewer_id', ownerId))
    .select(['users.id', 'users.username', 'users.profile_pic'])
    .where('story_views.story_id', '=', storyId)
    .orderBy('story_views.viewed_at', 'desc')
    .orderBy('users.id', 'desc')
    .execute();
}

/** Deletes the story (its views go with it by cascade); the row is returned only to the caller that removed it. */
export async function deleteStory(db: Db, id: string) {
  return db.deleteFrom('stories').where('id', '=', id).returningAll().executeTakeFirst();
}

/** Up to `limit` expired stories, oldest expiry first. */
export async function findExpiredStories(db: Db, now: number, limit: number) {
  return db
    .selectFrom('stories')
    .selectAll()
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Deletes the stories and returns the ids this call removed: a row comes back to exactly one caller. */
export async function deleteStoriesByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.deleteFrom('stories').where('id', 'in', ids).returning('id').execute();
}
