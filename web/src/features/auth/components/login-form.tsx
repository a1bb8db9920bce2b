import { i18n } from '@lingui/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api';
import { validateLogin } from '../../../lib/validation';
import { useLogin } from '../api/login';

export function LoginForm({ onSwitch }: { onSwitch: () => void }) {
  const navigate = useNavigate();
  const login = useLogin();
  const [fields, setFields] = useState({ username: '', password: '', code: '' });
  // The server asked for the second step: the password was right and two-factor sign-in is on.
  const [needsCode, setNeedsCode] = useState(false);
  const [errors, setErrors] = useState<ReturnType<typeof validateLogin>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(fields);
    setErrors(found);
    if (Object.keys(found).length > 0 || login.isPending) return;
    const { code, ...credentials } = fields;
    login.mutate(needsCode && code.trim() ? { ...credentials, code: code.trim() } : credentials, {
      onSuccess: () => navigate('/', { replace: true }),
      // The 'Error' toast comes from the query client (app/query-client.ts).
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) setNeedsCode(true);
        // CONTRACT §8: a refused login (400/404) lands on /auth carrying its message.
        if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
          navigate('/auth', { replace: true, state: { mode: 'login', message: error.message } });
        }
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="login-heading">
      <h1 id="login-heading" className="text-center text-3xl font-bold">
        {i18n._('Login')}
      </h1>
      <TextField
        label={i18n._('Username')}
        autoComplete="username"
        value={fields.username}
        error={errors.username}
        onChange={(event) => setFields({ ...fields, username: event.target.value })}
      />
      <PasswordField
        label={i18n._('Password')}
        autoComplete="current-password"
        value={fields.password}
        error={errors.password}
        onChange={(event) => setFields({ ...fields, password: event.target.value })}
      />
      {needsCode && (
        <TextField
          label={i18n._('Two-factor code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          value={fields.code}
          onChange={(event) => setFields({ ...fields, code: event.target.value })}
        />
      )}
      <p className="text-end text-sm">
        <Link to="/forgot-password" className="text-sky-700 underline dark:text-sky-400">
          {i18n._('Forgot password?')}
        </Link>
      </p>
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={login.isPending}>
        {login.isPending ? i18n._('Logging in…') : i18n._('Login')}
      </button>
      <p className="text-center text-sm">
        {i18n._("Don't have an account?")}{' '}
        <button type="button" className="font-semibold text-sky-700 underline dark:text-sky-400" onClick={onSwitch}>
          {i18n._('Sign up')}
        </button>
      </p>
    </form>
  );
}
