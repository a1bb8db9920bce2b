import type { SessionUser } from '../auth/session-user.js';
import type { AppContext } from '../context.js';
import { isId, newId } from '../db/ids.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { deleteMedia, type SpooledFile } from '../media/service.js';
import { sniffFile } from '../media/sniff.js';
import { storeThenWrite } from '../media/store-then-write.js';
import { assertCanInteract } from '../visibility/index.js';
import { storyMessages } from './messages.js';
import {
  deleteStory,
  findLiveStory,
  insertStory,
  insertStoryView,
  liveStoriesForViewer,
  storyViewers,
} from './queries.js';
import { type Story, toStory, toStoryViewer } from './views.js';

const HOUR = 60 * 60 * 1000;

function storyLifetimeMs(ctx: AppContext): number {
  return ctx.config.storyTtlHours * HOUR;
}

/**
 * Stores the upload through the media pipeline and starts the story's lifetime. The type comes from
 * the file's content; `mediaType`, when sent and not empty, must agree with it.
 */
export async function createStory(
  ctx: AppContext,
  owner: SessionUser,
  input: { file: SpooledFile | undefined; mediaType: string | undefined },
): Promise<Story> {
  const { file } = input;
  const mediaType = input.mediaType || undefined;
  if (mediaType !== undefined && mediaType !== 'image' && mediaType !== 'video') {
    throw badRequest(storyMessages.STORY_MEDIA_TYPE_INVALID);
  }
  if (!file) throw badRequest(storyMessages.STORY_FILE_REQUIRED);
  const sniffed = await sniffFile(file.path);
  if (sniffed && mediaType && sniffed.kind !== mediaType)
    throw badRequest(sniffed.kind === 'image' ? storyMessages.STORY_FILE_IS_IMAGE : storyMessages.STORY_FILE_IS_VIDEO);

  const upload = { media: { upload: file, accept: 'image-or-video' } } as const;
  const row = await storeThenWrite(ctx, owner.id, upload, async ({ media }) => {
    const now = ctx.clock();
    const row = {
      id: newId(),
      user_id: owner.id,
      media_type: media!.kind,
      media_url: media!.url,
      poster_url: media!.posterUrl,
      created_at: now,
      expires_at: now + storyLifetimeMs(ctx),
    };
    await insertStory(ctx.db, row);
    return row;
  });
  return toStory({ ...row, username: owner.username, name: owner.name, profile_pic: owner.profilePic }, owner.id, true);
}

async function liveStory(ctx: AppContext, id: string) {
  const story = isId(id) ? await findLiveStory(ctx.db, id, ctx.clock()) : undefined;
  if (!story) throw notFound(storyMessages.STORY_NOT_FOUND);
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
  await assertCanInteract(ctx.db, viewerId, story.user_id);
  await ctx.limits.consume('storyViewsPerUser', viewerId);
  await insertStoryView(ctx.db, story.id, viewerId, ctx.clock());
}

export async function listStoryViewers(ctx: AppContext, viewerId: string, storyId: string) {
  const story = await liveStory(ctx, storyId);
  if (story.user_id !== viewerId) throw forbidden(storyMessages.STORY_VIEWERS_FORBIDDEN);
  const viewers = (await storyViewers(ctx.db, story.id, viewerId)).map(toStoryViewer);
  return { viewers, viewCount: viewers.length };
}

/** Removes the story, its views and its media file. */
export async function removeStory(ctx: AppContext, viewerId: string, storyId: string): Promise<void> {
  const story = await liveStory(ctx, storyId);
  if (story.user_id !== viewerId) throw forbidden(storyMessages.STORY_DELETE_FORBIDDEN);
  await deleteStoryAndMedia(ctx, story.id);
}

/** Whoever asks (the owner, or an admin acting on a report): the story, its views and its media file. */
export async function deleteStoryAndMedia(ctx: AppContext, storyId: string): Promise<void> {
  const removed = await deleteStory(ctx.db, storyId);
  if (removed) await deleteMedia(ctx, [removed.media_url]);
}
