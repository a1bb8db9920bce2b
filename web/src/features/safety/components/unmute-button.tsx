import { buttonStyles } from '../../../components/button-styles';
import { useMuteUser } from '../api/mute-user';
import type { SafetySubject } from '../types';

export function UnmuteButton({ user }: { user: SafetySubject }) {
  const mute = useMuteUser(user);
  return (
    <button
      type="button"
      className={buttonStyles.secondary}
      aria-label={`Unmute ${user.username}`}
      disabled={mute.isPending}
      onClick={() => mute.mutate(false)}
    >
      Unmute
    </button>
  );
}
