import { i18n } from '@lingui/core';
import { buttonStyles } from '../../../components/button-styles';
import { useCurrentUser } from '../../../lib/current-user';
import { showError } from '../../../lib/toast';
import { isFollowing, useFollowUser } from '../api/follow-user';
import type { UserSummary } from '../types';

export function FollowButton({ user, size = 'normal' }: { user: UserSummary; size?: 'normal' | 'small' }) {
  const me = useCurrentUser();
  const follow = useFollowUser(user);
  if (me?._id === user._id) return null;
  const following = isFollowing(me, user._id);
  const onClick = () => {
    if (!me) return showError(i18n._('Please login to follow'));
    if (follow.isPending) return;
    follow.mutate();
  };
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`${following ? i18n._('Unfollow') : i18n._('Follow')} ${user.username}`}
      className={`${following ? buttonStyles.secondary : buttonStyles.primary} ${size === 'small' ? 'px-3 py-1' : ''}`}
    >
      {following ? i18n._('Unfollow') : i18n._('Follow')}
    </button>
  );
}
