import type { SpooledFile } from '../../src/media/service.js';
import { findPlainRepost } from '../../src/posts/queries.js';
import { replyToPost } from '../../src/posts/replies.js';
import { repost } from '../../src/posts/reposts.js';
import { createPost, toggleLike } from '../../src/posts/service.js';
import type { DemoStage, DemoStep } from './demo-steps.js';
import { type DemoWorld, idOf, personOf, sessionUserOf, usernameOf } from './demo-world.js';
import { discardUpload, photoUpload, videoUpload } from './generated-media.js';
import type { PlannedPost, PlannedReaction, TimelineAction } from './plan-shapes.js';

const quoted = (text: string) => (text.length > 40 ? `"${text.slice(0, 40)}…"` : `"${text}"`);

/** A planned post's row, by author, time and text: what a stopped run may already have made. */
export async function findPost(world: DemoWorld, post: PlannedPost): Promise<string | undefined> {
  const row = await world.seed.ctx.db
    .selectFrom('posts')
    .select('id')
    .where('author_id', '=', personOf(world, post.author).id)
    .where('created_at', '=', world.anchor + post.at)
    .where('repost_of', 'is', null)
    .where('text', '=', post.text)
    .executeTakeFirst();
  return row?.id;
}

function postStep(world: DemoWorld, post: PlannedPost): DemoStep {
  const { ctx } = world.seed;
  return {
    describe: `${usernameOf(world, post.author)} posts ${quoted(post.text)}`,
    at: world.anchor + post.at,
    done: async () => {
      const id = await findPost(world, post);
      if (id) world.postIds.set(post.ref, id);
      return id !== undefined;
    },
    act: async () => {
      const author = sessionUserOf(world, post.author);
      const uploads: SpooledFile[] = [];
      try {
        const img = post.photo ? await photoUpload(ctx.config, post.photo.seed) : undefined;
        if (img) uploads.push(img);
        const video = post.video === null ? undefined : await videoUpload(ctx.config, post.video);
        if (video) uploads.push(video);
        const created = await createPost(ctx, author, {
          postedBy: author.id,
          text: post.text,
          spoiler: post.spoiler,
          img,
          imgAlt: post.photo?.alt,
          video,
        });
        world.postIds.set(post.ref, created._id);
      } finally {
        for (const upload of uploads) await discardUpload(upload);
      }
    },
  };
}

/** Whether a stopped run already made this reaction (likes and plain reposts are once per person and post). */
async function reactionDone(world: DemoWorld, reaction: PlannedReaction, postId: string): Promise<boolean> {
  const { db } = world.seed.ctx;
  const personId = personOf(world, reaction.person).id;
  const at = world.anchor + reaction.at;
  switch (reaction.kind) {
    case 'like': {
      const row = await db
        .selectFrom('likes')
        .select('created_at')
        .where('post_id', '=', postId)
        .where('user_id', '=', personId)
        .executeTakeFirst();
      return row !== undefined;
    }
    case 'repost':
      return (await findPlainRepost(db, personId, postId)) !== undefined;
    case 'reply': {
      const row = await db
        .selectFrom('posts')
        .select('id')
        .where('reply_to', '=', postId)
        .where('author_id', '=', personId)
        .where('created_at', '=', at)
        .executeTakeFirst();
      return row !== undefined;
    }
    case 'quote': {
      const row = await db
        .selectFrom('posts')
        .select('id')
        .where('author_id', '=', personId)
        .where('repost_of', '=', postId)
        .where('created_at', '=', at)
        .executeTakeFirst();
      return row !== undefined;
    }
  }
}

async function react(world: DemoWorld, reaction: PlannedReaction, postId: string): Promise<void> {
  const { ctx } = world.seed;
  const person = sessionUserOf(world, reaction.person);
  switch (reaction.kind) {
    case 'like':
      if (!(await toggleLike(ctx, person.id, postId)).liked) throw new Error('the like was undone instead');
      return;
    case 'repost':
      await repost(ctx, person.id, { postId, message: '' });
      return;
    case 'reply':
      await replyToPost(ctx, person, postId, { text: reaction.text });
      return;
    case 'quote':
      await repost(ctx, person.id, { postId, message: reaction.text });
      return;
  }
}

const VERBS = { like: 'likes', repost: 'reposts', reply: 'replies to', quote: 'quotes' } as const;

function reactionStep(world: DemoWorld, reaction: PlannedReaction, post: PlannedPost): DemoStep {
  const postId = () => idOf(world.postIds, reaction.post, 'post');
  return {
    describe: `${usernameOf(world, reaction.person)} ${VERBS[reaction.kind]} ${usernameOf(world, post.author)}'s post ${quoted(post.text)}`,
    at: world.anchor + reaction.at,
    done: () => reactionDone(world, reaction, postId()),
    act: () => react(world, reaction, postId()),
  };
}

/** The posts and everything done to them, in time order, so ids and notifications come in time order too. */
export function timelineStage(world: DemoWorld): DemoStage {
  const posts = world.plan.timeline.filter((a): a is PlannedPost => a.kind === 'post');
  const steps = world.plan.timeline.map((action: TimelineAction) => {
    if (action.kind === 'post') return postStep(world, action);
    const post = posts[action.post];
    if (!post) throw new Error(`the plan reacts to post ${action.post}, which it does not make`);
    return reactionStep(world, action, post);
  });
  return { name: 'posts, likes, replies, reposts and quotes', steps };
}
