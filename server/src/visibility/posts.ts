import { hasMutedWord, hasMutedWordInPost, isBlockedWith, isHeardFrom, type Viewer } from './viewer.js';

interface JudgedOriginal {
  postedBy: { _id: string };
  text: string;
  spoiler: string;
}

/** A direct reply as a post lists it. */
interface JudgedReply {
  userId: string;
  text: string;
}

/** What the policy reads of a post view (the posts feature's `PostView` has all of it). */
interface JudgedPost extends JudgedOriginal {
  plainRepost: boolean;
  repostOf: JudgedOriginal | null;
  quotedUnavailable: boolean;
  likes: string[];
  likesCount: number;
  replies: JudgedReply[];
  repliesCount: number;
  replyCount: number;
}

/**
 * `list`: what anyone's page shows the viewer (profile posts, a post page, replies): nothing by a person a
 * block stands between. `feed`: the viewer's home and video feeds, which also leave out muted people and
 * posts with a muted word. `thread`: the replies under a post, judged like a feed, down to the replies each
 * one lists (and counts).
 */
export type PostScope = 'list' | 'feed' | 'thread';

const hears = (viewer: Viewer, post: JudgedOriginal) =>
  isHeardFrom(viewer, post.postedBy._id) && !hasMutedWordInPost(viewer, post);

function keepsPost(viewer: Viewer, post: JudgedPost, scope: PostScope): boolean {
  const original = post.plainRepost ? post.repostOf : null;
  if (isBlockedWith(viewer, post.postedBy._id)) return false;
  if (original && isBlockedWith(viewer, original.postedBy._id)) return false;
  if (scope === 'list') return true;
  // A plain repost's text is its original's, so one check covers both; a quote's original is judged in seenBy.
  return hears(viewer, post) && (!original || isHeardFrom(viewer, original.postedBy._id));
}

/** A quote's original the viewer may not see: by a blocked person anywhere, or muted (person or word) in feeds. */
function hidesQuoted(viewer: Viewer, post: JudgedPost, scope: PostScope): boolean {
  const quoted = post.plainRepost ? null : post.repostOf;
  if (!quoted) return false;
  return isBlockedWith(viewer, quoted.postedBy._id) || (scope !== 'list' && !hears(viewer, quoted));
}

/** A reply a post lists that the viewer may not see: by a blocked person; in a thread also muted, or muted words. */
function hidesReply(viewer: Viewer, reply: JudgedReply, scope: PostScope): boolean {
  if (scope !== 'thread') return isBlockedWith(viewer, reply.userId);
  return !isHeardFrom(viewer, reply.userId) || hasMutedWord(viewer, reply.text);
}

/** Without a block either way, no like (nor, outside a thread, any reply) can be hidden: no need to look. */
const blocksNobody = (viewer: Viewer) => viewer.blockedByMe.size === 0 && viewer.blockingMe.size === 0;

/** Whether the viewer may not see one of a post's likes or replies (loops: a closure per post cost more than the check). */
function hidesALike(viewer: Viewer, likes: readonly string[]): boolean {
  if (blocksNobody(viewer)) return false;
  for (let i = 0; i < likes.length; i++) if (isBlockedWith(viewer, likes[i] ?? '')) return true;
  return false;
}

function hidesAReply(viewer: Viewer, replies: readonly JudgedReply[], scope: PostScope): boolean {
  if (scope !== 'thread' && blocksNobody(viewer)) return false;
  for (let i = 0; i < replies.length; i++) {
    const reply = replies[i];
    if (reply && hidesReply(viewer, reply, scope)) return true;
  }
  return false;
}

/** The post as this viewer sees it: likes, replies and a quoted original they may not see taken out. */
function seenBy<Post extends JudgedPost>(viewer: Viewer, post: Post, scope: PostScope): Post {
  const hiddenLike = hidesALike(viewer, post.likes);
  const hiddenReply = hidesAReply(viewer, post.replies, scope);
  const hiddenOriginal = hidesQuoted(viewer, post, scope);
  if (!hiddenLike && !hiddenReply && !hiddenOriginal) return post;
  // Views may be shared by a cache: change a copy.
  const likes = post.likes.filter((id) => !isBlockedWith(viewer, id));
  const replies = post.replies.filter((r) => !hidesReply(viewer, r, scope));
  return {
    ...post,
    likes,
    likesCount: likes.length,
    replies,
    repliesCount: replies.length,
    replyCount: replies.length,
    repostOf: hiddenOriginal ? null : post.repostOf,
    quotedUnavailable: post.quotedUnavailable || hiddenOriginal,
  };
}

/** The replies a post lists that the viewer may see, for posts whose views are not built (placeholders). */
export function visibleReplies<Reply extends JudgedReply>(
  viewer: Viewer,
  replies: readonly Reply[],
  scope: PostScope,
): Reply[] {
  return replies.filter((reply) => !hidesReply(viewer, reply, scope));
}

/**
 * The one rule for posts: filters a hydrated page for the viewer (no query; load the viewer once with
 * `loadViewer`). Hydration has already left out frozen and suspended authors for everyone.
 */
export function visiblePosts<Post extends JudgedPost>(
  viewer: Viewer,
  posts: readonly Post[],
  scope: PostScope,
): Post[] {
  if (viewer.id === null) return [...posts];
  const shown: Post[] = [];
  for (const post of posts) if (keepsPost(viewer, post, scope)) shown.push(seenBy(viewer, post, scope));
  return shown;
}
