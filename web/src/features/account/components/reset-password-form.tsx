import { i18n } from '@lingui/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { PasswordField } from '../../../components/password-field';
import { showSuccess } from '../../../lib/toast';
import { validationMessages } from '../../../lib/validation';
import { useConfirmPasswordReset } from '../api/password-reset';

export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const [password, setPassword] = useState('');
  const token = params.get('token') ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || confirm.isPending) return;
    confirm.mutate(
      { token, password },
      {
        onSuccess: () => {
          showSuccess(i18n._('Your password has been changed. Log in with the new one.'));
          navigate('/auth', { replace: true });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="reset-heading">
      <h1 id="reset-heading" className="text-center text-3xl font-bold">
        {i18n._('Choose a new password')}
      </h1>
      <PasswordField
        label={i18n._('New password')}
        autoComplete="new-password"
        hint={validationMessages.passwordHint}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={!password || confirm.isPending}>
        {i18n._('Set new password')}
      </button>
      <p className="text-center text-sm">
        <Link to="/forgot-password" className="font-semibold text-sky-700 underline dark:text-sky-400">
          {i18n._('Send a new link')}
        </Link>
      </p>
    </form>
  );
}
