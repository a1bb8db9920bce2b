import { i18n } from '@lingui/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useClientMutation } from '../../../lib/client-mutation';
import { getCurrentUser, updateCurrentUser } from '../../../lib/current-user';
import { showSuccess } from '../../../lib/toast';
import { postKeys } from '../../posts/api/keys';
import { useRealtimeEvent } from '../../realtime/hooks';
import type { UserProfile, UserSummary } from '../types';
import { userKeys } from './keys';

export function followUser(userId: string) {
  return api.post('/api/users/follow/{id}', { params: { path: { id: userId } } });
}

/** Puts one follow state everywhere it shows: my `following` list and the target's cached profiles. */
function applyFollowState(queryClient: QueryClient, target: Pick<UserSummary, '_id'>, following: boolean) {
  const me = getCurrentUser();
  if (!me) return;
  updateCurrentUser((user) => ({
    ...user,
    following: following
      ? [...user.following.filter((id) => id !== target._id), target._id]
      : user.following.filter((id) => id !== target._id),
  }));
  queryClient.setQueriesData<UserProfile>({ queryKey: userKeys.profiles }, (profile) => {
    if (profile?._id === me._id) {
      const followingIds = profile.following.filter((id) => id !== target._id);
      if (following) followingIds.push(target._id);
      return { ...profile, following: followingIds, followingCount: followingIds.length };
    }
    if (!profile || profile._id !== target._id) return profile;
    const followers = profile.followers.filter((id) => id !== me._id);
    if (following) followers.push(me._id);
    return { ...profile, followers, followersCount: followers.length };
  });
}

/** The remote people I asked to follow whose server has not answered yet (this session): "Requested". */
export const followRequestsKey = ['follow-requests'] as const;

/** Marks a request in this session's list and in their cached profile (which says it after a reload). */
function setRequested(queryClient: QueryClient, userId: string, requested: boolean) {
  queryClient.setQueryData<string[]>(followRequestsKey, (ids = []) => [
    ...ids.filter((id) => id !== userId),
    ...(requested ? [userId] : []),
  ]);
  queryClient.setQueriesData<UserProfile>({ queryKey: userKeys.profiles }, (profile) =>
    profile?._id === userId ? { ...profile, followRequestedByMe: requested } : profile,
  );
}

/** Asked and not answered: in this session, or as their profile (from the server) says. */
export function isRequested(user: UserSummary | UserProfile, sessionRequests: string[]): boolean {
  return sessionRequests.includes(user._id) || ('followRequestedByMe' in user && user.followRequestedByMe);
}

export function isFollowing(me: UserProfile | null, userId: string): boolean {
  return Boolean(me?.following.includes(userId));
}

/** Follow/Unfollow toggle, optimistic, undone if the server refuses. */
export function useFollowUser(target: UserSummary) {
  const queryClient = useQueryClient();
  return useClientMutation({
    mutationFn: () => followUser(target._id),
    onMutate: () => {
      const wasFollowing = isFollowing(getCurrentUser(), target._id);
      applyFollowState(queryClient, target, !wasFollowing);
      return { wasFollowing };
    },
    onSuccess: (result) => {
      applyFollowState(queryClient, target, result.following);
      const pending = result.followPending === true;
      setRequested(queryClient, target._id, pending);
      showSuccess(
        pending
          ? i18n._('Asked to follow {name}', { name: target.name })
          : result.following
            ? i18n._('Followed {name}', { name: target.name })
            : i18n._('Unfollowed {name}', { name: target.name }),
      );
      void queryClient.invalidateQueries({ queryKey: postKeys.feed });
      void queryClient.invalidateQueries({ queryKey: userKeys.followLists('followers') });
      void queryClient.invalidateQueries({ queryKey: userKeys.followLists('following') });
    },
    onError: (_error, _vars, context) => {
      if (context) applyFollowState(queryClient, target, context.wasFollowing);
    },
  });
}

/**
 * A person on another server answered one of my follow requests (on any tab): "Requested" becomes "Unfollow",
 * or "Follow" again when refused, and the feed gains their posts.
 */
export function useFollowAnswers() {
  const queryClient = useQueryClient();
  useRealtimeEvent('followAnswered', ({ userId, following }) => {
    setRequested(queryClient, userId, false);
    applyFollowState(queryClient, { _id: userId }, following);
    void queryClient.invalidateQueries({ queryKey: postKeys.feed });
  });
}
