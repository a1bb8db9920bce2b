import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { getCurrentUser, setCurrentUser, updateCurrentUser } from '../../../lib/current-user';
import { postKeys } from '../../posts/api/keys';
import { mapPosts, replyCount } from '../../posts/cache';
import type { Post } from '../../posts/types';
import { storyKeys } from '../../stories/api/keys';
import type { Story } from '../../stories/types';
import { userKeys } from '../../users/api/keys';
import type { UserProfile } from '../../users/types';
import { videoKeys } from '../../video/api/keys';
import { mutedWordMatcher } from './muted-words';

/** The lists that mutes and muted words apply to: my home feed and my video feed. */
const FEED_KEYS: QueryKey[] = [postKeys.feed, videoKeys.feed];

/** Everything the safety actions rewrite, so one failure can put all of it back. */
const SNAPSHOT_KEYS: QueryKey[] = [postKeys.all, userKeys.all, storyKeys.all];

export interface CacheSnapshot {
  queries: Array<[QueryKey, unknown]>;
  me: UserProfile | null;
}

export async function snapshotContent(queryClient: QueryClient): Promise<CacheSnapshot> {
  await Promise.all(SNAPSHOT_KEYS.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  return {
    queries: SNAPSHOT_KEYS.flatMap((queryKey) => queryClient.getQueriesData({ queryKey })),
    me: getCurrentUser(),
  };
}

export function restoreContent(queryClient: QueryClient, snapshot: CacheSnapshot | undefined): void {
  if (!snapshot) return;
  for (const [key, data] of snapshot.queries) queryClient.setQueryData(key, data);
  if (snapshot.me && getCurrentUser()?._id === snapshot.me._id) setCurrentUser(snapshot.me);
}

/** The post without anything by the user: gone if theirs or a bare repost of theirs, else without their replies. */
function withoutUser(post: Post, userId: string): Post | null {
  if (post.postedBy._id === userId) return null;
  if (post.repostOf?.postedBy._id === userId) return post.text ? { ...post, repostOf: null } : null;
  const replies = post.replies.filter((reply) => reply.userId !== userId);
  if (replies.length === post.replies.length) return post;
  const count = Math.max(0, replyCount(post) - (post.replies.length - replies.length));
  return { ...post, replies, repliesCount: count, replyCount: count };
}

type UserListData = Array<{ _id: string }> | InfiniteData<Array<{ _id: string }>, unknown>;

function withoutUserInList(data: UserListData | undefined, userId: string): UserListData | undefined {
  if (!data) return data;
  if (Array.isArray(data)) return data.filter((user) => user._id !== userId);
  if ('pages' in data) return { ...data, pages: data.pages.map((page) => page.filter((user) => user._id !== userId)) };
  return data;
}

/** Every query under `userKeys.all` but the profiles is a list of people. */
const isUserList = (queryKey: QueryKey) => queryKey[1] !== userKeys.profiles[1];

/**
 * Blocking hides the person from me everywhere at once (issue 14): their posts, reposts and
 * replies in every list, their stories, and them in suggestions, search and follow lists. The
 * follows between us end; their profile stays, marked blocked so I can unblock.
 */
export function hideBlockedUser(queryClient: QueryClient, userId: string): void {
  mapPosts(queryClient, (post) => withoutUser(post, userId));
  queryClient.setQueryData<Story[]>(storyKeys.all, (stories) => stories?.filter((story) => story.user._id !== userId));
  queryClient.setQueriesData<UserListData>(
    { queryKey: userKeys.all, predicate: (query) => isUserList(query.queryKey) },
    (data) => withoutUserInList(data, userId),
  );
  markBlockedProfile(queryClient, userId, true);
}

/** The blocked person's cached profile says so (and the follows between us are gone). */
export function markBlockedProfile(queryClient: QueryClient, userId: string, blocked: boolean): void {
  queryClient.setQueriesData<UserProfile>({ queryKey: userKeys.profiles }, (profile) => {
    if (!profile || profile._id !== userId) return profile;
    if (!blocked) return { ...profile, blockedByMe: false };
    return { ...profile, blockedByMe: true, followers: [], followersCount: 0, following: [], followingCount: 0 };
  });
  if (blocked) {
    updateCurrentUser((me) => ({
      ...me,
      following: me.following.filter((id) => id !== userId),
      followers: me.followers.filter((id) => id !== userId),
    }));
  }
}

/** A muted person's posts and reposts leave my home and video feeds; their profile and post pages keep them. */
export function hideMutedAuthor(queryClient: QueryClient, userId: string): void {
  for (const queryKey of FEED_KEYS) {
    mapPosts(queryClient, (post) => (post.postedBy._id === userId ? null : post), queryKey);
  }
  markMutedProfile(queryClient, userId, true);
}

export function markMutedProfile(queryClient: QueryClient, userId: string, muted: boolean): void {
  queryClient.setQueriesData<UserProfile>({ queryKey: userKeys.profiles }, (profile) =>
    profile && profile._id === userId ? { ...profile, mutedByMe: muted } : profile,
  );
}

/** Posts whose text (or whose shared original's text) holds a muted word leave my home and video feeds. */
export function hidePostsWithWords(queryClient: QueryClient, words: string[]): void {
  const matches = mutedWordMatcher(words);
  for (const queryKey of FEED_KEYS) {
    mapPosts(queryClient, (post) => (matches(post.text) || matches(post.repostOf?.text ?? '') ? null : post), queryKey);
  }
}

/** What comes back after an unblock, unmute or a shorter word list is the server's to say: ask again. */
export function refetchContent(queryClient: QueryClient): void {
  for (const queryKey of SNAPSHOT_KEYS) void queryClient.invalidateQueries({ queryKey });
}

/** A blocked person's post pages answer 404 now: start them over so an open one shows "Post not found". */
export function resetPostPagesBy(queryClient: QueryClient, userId: string): void {
  void queryClient.resetQueries({
    queryKey: postKeys.pages,
    predicate: (query) => (query.state.data as Post | undefined)?.postedBy._id === userId,
  });
}
