import { i18n } from '@lingui/core';
import { buttonStyles } from '../../../components/button-styles';
import { useBlockUser } from '../api/block-user';
import type { SafetySubject } from '../types';

/** Shown instead of Follow on the profile of someone I have blocked. */
export function UnblockButton({ user }: { user: SafetySubject }) {
  const block = useBlockUser(user);
  return (
    <button
      type="button"
      className={buttonStyles.secondary}
      aria-label={i18n._('Unblock {username}', { username: user.username })}
      disabled={block.isPending}
      onClick={() => block.mutate(false)}
    >
      {i18n._('Unblock')}
    </button>
  );
}
