import { type FormEvent, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
import { errorMessage, showError, showSuccess } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';

/** Deleting is for good: a warning, the password, and the 2FA code when the server asks for it. */
export function DeleteAccountSection() {
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || remove.isPending) return;
    remove.mutate(
      { password, ...(code && { code }) },
      {
        onSuccess: () => showSuccess('Your account has been deleted'),
        onError: (error) => {
          if (errorMessage(error).startsWith('Two-factor') || errorMessage(error) === 'Invalid two-factor code') {
            setAskCode(true);
          }
          showError(errorMessage(error));
        },
      },
    );
  };

  return (
    <section aria-labelledby="delete-heading" className="space-y-2">
      <h2 id="delete-heading" className="text-lg font-semibold">
        Delete account
      </h2>
      <p>
        This deletes your profile, posts, replies, likes, follows, stories, messages and files for good. It cannot be
        undone.
      </p>
      <form onSubmit={submit} className="space-y-3" aria-label="Delete account">
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {askCode && (
          <TextField
            label="Two-factor code"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
        <button type="submit" className={buttonStyles.danger} disabled={!password || remove.isPending}>
          Delete account
        </button>
      </form>
    </section>
  );
}
