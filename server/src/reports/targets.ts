import { chatMessages } from '../chat/messages.js';
import { findMembership } from '../chat/queries/conversations.js';
import { deleteMessage, findMessageById } from '../chat/queries/messages.js';
import { toMessageView } from '../chat/views.js';
import type { AppContext } from '../context.js';
import { isId } from '../db/ids.js';
import type { ReportTargetType } from '../db/tables/reports.js';
import { notFound } from '../errors.js';
import { deleteMedia } from '../media/service.js';
import { postMessages } from '../posts/messages.js';
import { findPostById } from '../posts/queries.js';
import { removePost } from '../posts/removal.js';
import { getPost } from '../posts/service.js';
import { type PostView, toReplyAnswer } from '../posts/views.js';
import { storyMessages } from '../stories/messages.js';
import { findLiveStory } from '../stories/queries.js';
import { deleteStoryAndMedia } from '../stories/service.js';
import { toStory } from '../stories/views.js';
import { toUserSummary } from '../users/views.js';
import { findVisibleUser, isBlockedWith, loadViewer } from '../visibility/index.js';

export interface ReportedTarget {
  /** Whose content it is: who a "suspend" suspends. */
  ownerId: string;
  /** The content as the reporter saw it, in its API shape. */
  snapshot: unknown;
}

/** A post as it reads, without what others added to it (likes, replies, counts). */
function contentOf<Post extends PostView>(post: Post) {
  const { likes, replies, likesCount, repliesCount, replyCount, repostsCount, ...content } = post;
  return content;
}

/** The reported thing, only if the reporter can see it (the visibility policy decides); 404 otherwise. */
export async function reportedTarget(
  ctx: AppContext,
  reporterId: string,
  type: ReportTargetType,
  id: string,
): Promise<ReportedTarget> {
  switch (type) {
    case 'post': {
      const post = await getPost(ctx, reporterId, id);
      return { ownerId: post.postedBy._id, snapshot: contentOf(post) };
    }
    case 'reply': {
      // A reply is a post with a parent; its snapshot keeps the seed's reply fields (username, userProfilePic).
      const row = isId(id) ? await findPostById(ctx.db, id) : undefined;
      const reply = row?.reply_to ? await getPost(ctx, reporterId, id).catch(() => null) : null;
      if (!reply) throw notFound(postMessages.REPLY_NOT_FOUND);
      return { ownerId: reply.postedBy._id, snapshot: contentOf(toReplyAnswer(reply)) };
    }
    case 'user': {
      const { user } = await findVisibleUser(ctx, reporterId, id);
      return { ownerId: user.id, snapshot: toUserSummary(user) };
    }
    case 'story': {
      const story = isId(id) ? await findLiveStory(ctx.db, id, ctx.clock()) : undefined;
      if (!story || isBlockedWith(await loadViewer(ctx, reporterId), story.user_id)) {
        throw notFound(storyMessages.STORY_NOT_FOUND);
      }
      const { viewed, ...content } = toStory(story, reporterId, true);
      return { ownerId: story.user_id, snapshot: content };
    }
    case 'message': {
      const message = isId(id) ? await findMessageById(ctx.db, id) : undefined;
      const member = message && (await findMembership(ctx.db, message.conversation_id, reporterId));
      if (!message || !member) throw notFound(chatMessages.MESSAGE_NOT_FOUND);
      return { ownerId: message.sender_id, snapshot: toMessageView(message) };
    }
  }
}

/** Deletes reported content that still exists, with what goes with it (media, notifications). */
export async function removeTarget(ctx: AppContext, type: Exclude<ReportTargetType, 'user'>, id: string) {
  if (type === 'post' || type === 'reply') {
    const post = await findPostById(ctx.db, id);
    if (post && post.deleted_at === null) await removePost(ctx, post);
  } else if (type === 'story') {
    await deleteStoryAndMedia(ctx, id);
  } else {
    const message = await findMessageById(ctx.db, id);
    if (!message) return;
    await deleteMessage(ctx.db, message);
    if (message.img) await deleteMedia(ctx, [message.img]);
  }
}
