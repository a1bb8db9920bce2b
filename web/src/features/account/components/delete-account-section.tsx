import { i18n } from '@lingui/core';
import { type FormEvent, useRef, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { useTwoFactorStatus } from '../hooks/use-two-factor-status';

/**
 * Deleting is for good: a warning, the password (and the 2FA code when it is on, or when the server asks
 * for it), then a last question before anything is sent.
 */
export function DeleteAccountSection() {
  const remove = useDeleteAccount();
  const twoFactor = useTwoFactorStatus();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const ask = useRef<HTMLButtonElement>(null);

  // Enter in a field asks the same last question as the button.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password && !remove.isPending) ask.current?.click();
  };
  const deleteForGood = () => {
    if (!password || remove.isPending) return;
    remove.mutate(
      { password, ...(code && { code }) },
      {
        onError: (error) => {
          // By code, as the text is in the reader's language; by the English text from a server without codes.
          const code = error instanceof ApiError ? error.code : undefined;
          const text = errorMessage(error);
          if (
            code === 'TWO_FACTOR_REQUIRED' ||
            code === 'TWO_FACTOR_INVALID' ||
            text.startsWith('Two-factor') ||
            text === 'Invalid two-factor code'
          ) {
            setAskCode(true);
          }
        },
      },
    );
  };

  return (
    <section aria-labelledby="delete-heading" className="space-y-2">
      <h2 id="delete-heading" className="text-lg font-semibold">
        {i18n._('Delete account')}
      </h2>
      <p>
        {i18n._(
          'This deletes your profile, posts, replies, likes, follows, stories, messages and files for good. It cannot be undone.',
        )}
      </p>
      <form onSubmit={submit} className="space-y-3" aria-label={i18n._('Delete account')}>
        <PasswordField
          label={i18n._('Password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {(askCode || twoFactor.enabled) && (
          <TextField
            label={i18n._('Two-factor code')}
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
        <ConfirmDialog
          trigger={
            <button ref={ask} type="button" className={buttonStyles.danger} disabled={!password || remove.isPending}>
              {i18n._('Delete account')}
            </button>
          }
          title={i18n._('Delete your account for good?')}
          description={i18n._(
            'Everything you made here is erased at once, and you are logged out everywhere. This cannot be undone.',
          )}
          confirmLabel={i18n._('Delete my account')}
          onConfirm={deleteForGood}
        />
      </form>
    </section>
  );
}
