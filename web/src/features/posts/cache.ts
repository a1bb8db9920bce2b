import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Post } from './types';

/**
 * Every cached query under ['posts', …] holds a post, a list of posts or an infinite list of pages.
 * These helpers rewrite them all at once, so a like or a delete shows the same in the feed, on the
 * profile and on the post page (including inside reposts that embed the post).
 */
type PostsData = Post | Post[] | InfiniteData<Post[], unknown>;

export const postKeys = {
  all: ['posts'] as const,
  feed: ['posts', 'feed'] as const,
  post: (id: string) => ['posts', 'post', id] as const,
  byUser: (username: string) => ['posts', 'user', username.toLowerCase()] as const,
  repliesByUser: (username: string) => ['posts', 'replies', username.toLowerCase()] as const,
};

function isInfinite(data: PostsData): data is InfiniteData<Post[], unknown> {
  return typeof data === 'object' && data !== null && 'pages' in data;
}

function mapData(data: PostsData | undefined, map: (post: Post) => Post | null): PostsData | undefined {
  if (!data) return data;
  const mapList = (list: Post[]) => list.map(map).filter((post): post is Post => post !== null);
  if (Array.isArray(data)) return mapList(data);
  if (isInfinite(data)) return { ...data, pages: data.pages.map(mapList) };
  return map(data) ?? undefined;
}

export type Snapshot = Array<[QueryKey, unknown]>;

export async function snapshotPosts(queryClient: QueryClient): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: postKeys.all });
  return queryClient.getQueriesData({ queryKey: postKeys.all });
}

export function restorePosts(queryClient: QueryClient, snapshot: Snapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

export function updatePostEverywhere(queryClient: QueryClient, postId: string, update: (post: Post) => Post): void {
  const map = (post: Post): Post => {
    const self = post._id === postId ? update(post) : post;
    if (self.repostOf && self.repostOf._id === postId) return { ...self, repostOf: update(self.repostOf) };
    return self;
  };
  queryClient.setQueriesData<PostsData>({ queryKey: postKeys.all }, (data) => mapData(data, map));
}

/** Drops the post from every list; reposts of it lose their embedded original. */
export function removePostEverywhere(queryClient: QueryClient, postId: string): void {
  queryClient.setQueriesData<PostsData>({ queryKey: postKeys.all }, (data) => {
    if (data && !Array.isArray(data) && !isInfinite(data) && data._id === postId) return data;
    return mapData(data, (post) => (post._id === postId ? null : post));
  });
}

/** A new post or repost goes on top of the home feed and of its author's list. */
export function prependPost(queryClient: QueryClient, post: Post): void {
  queryClient.setQueryData<InfiniteData<Post[], unknown>>(postKeys.feed, (data) => {
    if (!data || data.pages.length === 0) return data;
    const [first = [], ...rest] = data.pages;
    return { ...data, pages: [[post, ...first.filter((p) => p._id !== post._id)], ...rest] };
  });
  queryClient.setQueryData<Post[]>(postKeys.byUser(post.postedBy.username), (list) =>
    list ? [post, ...list.filter((p) => p._id !== post._id)] : list,
  );
}
