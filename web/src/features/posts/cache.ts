import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { changePostsCount } from '../users/lib/profile-counts';
import { postKeys } from './api/keys';
import { type EmbeddedPost, isHidden, type Post, type Thread, type ThreadPost, type UserReply } from './types';

/**
 * Every cached query under `postKeys.all` holds a post, a list, or pages of posts (or of replies
 * carrying their post, or of a thread). These helpers rewrite them all at once, so a like, a reply or a
 * delete shows the same in the feed, on profiles, on the post page and in threads.
 */
type Item = Post | UserReply;
type PostsData = Item | Item[] | InfiniteData<Item[] | Thread, unknown>;
type MapPost = (post: Post) => Post | null;

const isInfinite = (data: PostsData): data is InfiniteData<Item[] | Thread, unknown> =>
  typeof data === 'object' && data !== null && 'pages' in data;

const isUserReply = (item: Item): item is UserReply => 'reply' in item && 'post' in item;

const present = <T>(item: T | null): item is T => item !== null;

/** A placeholder stays; a post dropped from a thread leaves "This post is unavailable." in its place. */
const mapInThread = (post: ThreadPost, map: MapPost): ThreadPost =>
  isHidden(post) ? post : (map(post) ?? { _id: post._id, hidden: 'unavailable', replyCount: 0 });

function mapThread(thread: Thread, map: MapPost): Thread {
  return {
    ...thread,
    ancestors: thread.ancestors.map((post) => mapInThread(post, map)),
    post: mapInThread(thread.post, map),
    replies: thread.replies.flatMap((item) => {
      const post = isHidden(item.post) ? item.post : map(item.post);
      return post ? [{ ...item, post, replies: item.replies.map(map).filter(present) }] : [];
    }),
  };
}

function mapData(data: PostsData | undefined, map: MapPost): PostsData | undefined {
  if (!data) return data;
  const mapItem = (item: Item): Item | null => {
    if (!isUserReply(item)) return map(item);
    const reply = map(item.reply);
    return reply ? { post: mapInThread(item.post, map), reply: { ...item.reply, ...reply } } : null;
  };
  const mapList = (list: Item[]) => list.map(mapItem).filter(present);
  if (Array.isArray(data)) return mapList(data);
  if (isInfinite(data)) {
    return { ...data, pages: data.pages.map((page) => (Array.isArray(page) ? mapList(page) : mapThread(page, map))) };
  }
  return mapItem(data) ?? data;
}

/**
 * Stops refetches in flight, so an answer sent before an optimistic change cannot overwrite it. A
 * refused change then undoes itself on its own post's fields only (as social-app's post shadow does):
 * putting back a whole snapshot would also undo every other change made meanwhile.
 */
export async function holdPosts(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: postKeys.all });
}

/**
 * Rewrites every post in the caches under `queryKey`; a null drops it from its list. A post page's
 * single post is rewritten but never dropped (its query answers for itself).
 */
export function mapPosts(queryClient: QueryClient, map: MapPost, queryKey: QueryKey = postKeys.all): void {
  queryClient.setQueriesData<PostsData>({ queryKey }, (data) => mapData(data, map));
}

/** The post a card's actions act on: a plain repost's original, else the post itself (as the server does). */
export const actedOnId = (post: Post) => (post.plainRepost && post.repostOf ? post.repostOf._id : post._id);

/** The original as a post of its own, from a plain repost card (which carries its content and counts). */
export function actedOnPost(post: Post): Post {
  const original = post.plainRepost ? post.repostOf : null;
  if (!original) return post;
  const { repostedBy: _shownInFeed, ...rest } = post;
  return { ...rest, ...original, plainRepost: false, repostOf: null };
}

/** Rewrites a post wherever it is, plain repost cards of it included (they show its likes, replies and counts). */
export function updatePostEverywhere(queryClient: QueryClient, postId: string, update: (post: Post) => Post): void {
  mapPosts(queryClient, (post) => (actedOnId(post) === postId ? update(post) : post));
}

/** Ids of optimistic placeholders, shown until the server answers with the real post. */
/** Rewrites what a post shows (text, warning, edit time) wherever it is: as itself and inside reposts of it. */
export function updatePostContentEverywhere(
  queryClient: QueryClient,
  postId: string,
  update: <T extends EmbeddedPost>(post: T) => T,
): void {
  mapPosts(queryClient, (post) => {
    const shown = post._id === postId ? update(post) : post;
    return shown.repostOf?._id === postId ? { ...shown, repostOf: update(shown.repostOf) } : shown;
  });
}

export const PENDING_PREFIX = 'pending-';

export const isPendingPost = (post: Post) => post._id.startsWith(PENDING_PREFIX);

export function replacePostEverywhere(queryClient: QueryClient, postId: string, replacement: Post): void {
  mapPosts(queryClient, (post) => (post._id === postId ? replacement : post));
}

/** Drops the post, and reposts that only shared it, from every list. */
export function removePostEverywhere(queryClient: QueryClient, postId: string): void {
  mapPosts(queryClient, (post) => {
    if (post._id === postId) return null;
    if (post.repostOf?._id === postId) return post.text ? { ...post, repostOf: null } : null;
    return post;
  });
}

/** Puts the post on top of the paged list under `queryKey`, if that list is loaded. */
export function prependTo(queryClient: QueryClient, queryKey: QueryKey, post: Post): void {
  queryClient.setQueryData<InfiniteData<Post[], unknown>>(queryKey, (data) => {
    if (!data || data.pages.length === 0) return data;
    const [first = [], ...rest] = data.pages;
    return { ...data, pages: [[post, ...first.filter((p) => p._id !== post._id)], ...rest] };
  });
}

/** A new post or repost goes on top of the home feed and of its author's list, and counts on their profile. */
export function prependPost(queryClient: QueryClient, post: Post): void {
  prependTo(queryClient, postKeys.feed, post);
  prependTo(queryClient, postKeys.byUser(post.postedBy.username), post);
  changePostsCount(queryClient, post.postedBy._id, 1);
}

export const likeCount = (post: Post) => post.likesCount ?? post.likes.length;
export const replyCount = (post: Post) => post.replyCount ?? post.repliesCount ?? post.replies.length;

/** The post with its direct replies counted `count` (both names the server sends it under). */
export const withReplyCount = (post: Post, count: number): Post => ({
  ...post,
  replyCount: Math.max(0, count),
  repliesCount: Math.max(0, count),
});
