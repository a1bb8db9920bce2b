import { i18n } from '@lingui/core';
import { useQuery } from '@tanstack/react-query';
import { buttonStyles } from '../../../components/button-styles';
import { useCurrentUser } from '../../../lib/current-user';
import { showError } from '../../../lib/toast';
import { followRequestsKey, isFollowing, isRequested, useFollowUser } from '../api/follow-user';
import type { UserProfile, UserSummary } from '../types';

export function FollowButton({
  user,
  size = 'normal',
}: {
  user: UserSummary | UserProfile;
  size?: 'normal' | 'small';
}) {
  const me = useCurrentUser();
  const follow = useFollowUser(user);
  const requests = useQuery({ queryKey: followRequestsKey, queryFn: () => [] as string[], staleTime: Infinity });
  if (me?._id === user._id) return null;
  const following = isFollowing(me, user._id);
  // Asked, and their server has not accepted yet: "Requested" (clicking it takes the request back).
  const requested = !following && isRequested(user, requests.data ?? []);
  const label = following ? i18n._('Unfollow') : requested ? i18n._('Requested') : i18n._('Follow');
  const onClick = () => {
    if (!me) return showError(i18n._('Please login to follow'));
    if (follow.isPending) return;
    follow.mutate();
  };
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`${label} ${user.username}`}
      className={`${following || requested ? buttonStyles.secondary : buttonStyles.primary} ${size === 'small' ? 'px-3 py-1' : ''}`}
    >
      {label}
    </button>
  );
}
