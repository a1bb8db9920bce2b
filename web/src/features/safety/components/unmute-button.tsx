import { i18n } from '@lingui/core';
import { buttonStyles } from '../../../components/button-styles';
import { useMuteUser } from '../api/mute-user';
import type { SafetySubject } from '../types';

export function UnmuteButton({ user }: { user: SafetySubject }) {
  const mute = useMuteUser(user);
  return (
    <button
      type="button"
      className={buttonStyles.secondary}
      aria-label={i18n._('Unmute {username}', { username: user.username })}
      disabled={mute.isPending}
      onClick={() => mute.mutate(false)}
    >
      {i18n._('Unmute')}
    </button>
  );
}
