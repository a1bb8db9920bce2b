import type { PostView } from '../posts/views.js';
import { hasMutedWordInPost, isBlockedWith, isHeardFrom, type Viewer } from './viewer.js';

/**
 * `list`: what anyone's page shows the viewer (profile posts, a post page, replies): nothing by a person a
 * block stands between. `feed`: the viewer's home and video feeds, which also leave out muted people and
 * posts with a muted word.
 */
export type PostScope = 'list' | 'feed';

function keepsPost(viewer: Viewer, post: PostView, scope: PostScope): boolean {
  const people = [post.postedBy._id, ...(post.repostOf ? [post.repostOf.postedBy._id] : [])];
  if (people.some((id) => isBlockedWith(viewer, id))) {
    // A repost with words of its own stays; the blocked person's original is taken out of it below.
    if (isBlockedWith(viewer, post.postedBy._id) || post.plainRepost) return false;
  }
  if (scope === 'list') return true;
  if (!people.every((id) => isHeardFrom(viewer, id))) return false;
  return !hasMutedWordInPost(viewer, post) && !(post.repostOf && hasMutedWordInPost(viewer, post.repostOf));
}

/** The post as this viewer sees it: likes, replies and an embedded original by blocked people taken out. */
function seenBy(viewer: Viewer, post: PostView): PostView {
  const hiddenLike = post.likes.some((id) => isBlockedWith(viewer, id));
  const hiddenReply = post.replies.some((r) => isBlockedWith(viewer, r.userId));
  const hiddenOriginal = post.repostOf !== null && isBlockedWith(viewer, post.repostOf.postedBy._id);
  if (!hiddenLike && !hiddenReply && !hiddenOriginal) return post;
  // Views may be shared by a cache: change a copy.
  const likes = post.likes.filter((id) => !isBlockedWith(viewer, id));
  const replies = post.replies.filter((r) => !isBlockedWith(viewer, r.userId));
  return {
    ...post,
    likes,
    likesCount: likes.length,
    replies,
    repliesCount: replies.length,
    repostOf: hiddenOriginal ? null : post.repostOf,
  };
}

/**
 * The one rule for posts: filters a hydrated page for the viewer (no query; load the viewer once with
 * `loadViewer`). Hydration has already left out frozen and suspended authors for everyone.
 */
export function visiblePosts(viewer: Viewer, posts: readonly PostView[], scope: PostScope): PostView[] {
  if (viewer.id === null) return [...posts];
  return posts.filter((post) => keepsPost(viewer, post, scope)).map((post) => seenBy(viewer, post));
}
