import type { AppContext } from '../context.js';
import { isId } from '../db/ids.js';
import { forbidden, notFound } from '../errors.js';
import {
  deleteStory,
  findLiveStory,
  insertStoryView,
  liveStoriesForViewer,
  type StoryRow,
  storyViewers,
} from './queries.js';
import { type Story, toStory, toStoryViewer } from './views.js';

export const STORY_NOT_FOUND = 'Story not found';

const HOUR = 60 * 60 * 1000;

export function storyLifetimeMs(ctx: AppContext): number {
  return ctx.config.storyTtlHours * HOUR;
}

async function liveStory(ctx: AppContext, id: string) {
  const story = isId(id) ? await findLiveStory(ctx.db, id, ctx.clock()) : undefined;
  if (!story) throw notFound(STORY_NOT_FOUND);
  return story;
}

/**
 * My live stories first, then those of the people I follow, each person's oldest first; people whose
 * latest story is newest come first, so fresh stories lead the strip.
 */
export async function listStories(ctx: AppContext, viewerId: string): Promise<Story[]> {
  const rows = await liveStoriesForViewer(ctx.db, viewerId, ctx.clock());
  const byOwner = new Map<string, Story[]>();
  const latest = new Map<string, number>();
  for (const row of rows) {
    const stories = byOwner.get(row.user_id) ?? [];
    stories.push(toStory(row, viewerId, row.viewed_at !== null));
    byOwner.set(row.user_id, stories);
    latest.set(row.user_id, Math.max(latest.get(row.user_id) ?? 0, row.created_at));
  }
  const owners = [...byOwner.keys()].sort((a, b) => {
    if (a === viewerId) return -1;
    if (b === viewerId) return 1;
    return (latest.get(b) ?? 0) - (latest.get(a) ?? 0) || (a < b ? -1 : 1);
  });
  return owners.flatMap((owner) => byOwner.get(owner) ?? []);
}

/** Counts one view per viewer; the owner looking at their own story never counts. */
export async function viewStory(ctx: AppContext, viewerId: string, storyId: string): Promise<void> {
  const story = await liveStory(ctx, storyId);
  if (story.user_id === viewerId) return;
  await insertStoryView(ctx.db, story.id, viewerId, ctx.clock());
}

export async function listStoryViewers(ctx: AppContext, viewerId: string, storyId: string) {
  const story = await liveStory(ctx, storyId);
  if (story.user_id !== viewerId) throw forbidden('Only the owner of a story can see its viewers');
  const viewers = (await storyViewers(ctx.db, story.id)).map(toStoryViewer);
  return { viewers, viewCount: viewers.length };
}

/** Removes the story, its views and its media file. */
export async function removeStory(ctx: AppContext, viewerId: string, storyId: string): Promise<void> {
  const story = await liveStory(ctx, storyId);
  if (story.user_id !== viewerId) throw forbidden('You can only delete your own stories');
  const removed = await deleteStory(ctx.db, story.id);
  if (removed) await releaseStoryMedia(ctx, [removed]);
}

/** Placeholder until the media pipeline lands: the stories' media files are released here. */
export async function releaseStoryMedia(_ctx: AppContext, _stories: StoryRow[]): Promise<void> {}
