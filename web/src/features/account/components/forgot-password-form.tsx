import { i18n } from '@lingui/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { TextField } from '../../../components/text-field';
import { useRequestPasswordReset } from '../api/password-reset';

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || request.isPending) return;
    request.mutate(email.trim());
  };

  if (request.isSuccess) {
    return (
      <div className="space-y-4 text-center">
        <h1 className="text-3xl font-bold">{i18n._('Check your email')}</h1>
        <p>
          {i18n._(
            'If an account uses that address, we sent it a link to reset the password. The link works for an hour.',
          )}
        </p>
        <Link to="/auth" className="font-semibold text-sky-700 underline dark:text-sky-400">
          {i18n._('Back to login')}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="forgot-heading">
      <h1 id="forgot-heading" className="text-center text-3xl font-bold">
        {i18n._('Reset your password')}
      </h1>
      <TextField
        label={i18n._('Email address')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={!email.trim() || request.isPending}>
        {i18n._('Send reset link')}
      </button>
      <p className="text-center text-sm">
        <Link to="/auth" className="font-semibold text-sky-700 underline dark:text-sky-400">
          {i18n._('Back to login')}
        </Link>
      </p>
    </form>
  );
}
