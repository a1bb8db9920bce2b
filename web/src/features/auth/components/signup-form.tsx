import { i18n } from '@lingui/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
import { type FieldErrors, type SignupFields, validateSignup, validationMessages } from '../../../lib/validation';
import { useSignup } from '../api/signup';

export function SignupForm({ onSwitch }: { onSwitch: () => void }) {
  const navigate = useNavigate();
  const signup = useSignup();
  const [fields, setFields] = useState<SignupFields>({ name: '', username: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<SignupFields>>({});
  const set = (key: keyof SignupFields) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [key]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignup(fields);
    setErrors(found);
    if (Object.keys(found).length > 0 || signup.isPending) return;
    signup.mutate(fields, {
      onSuccess: () => navigate('/', { replace: true }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="signup-heading">
      <h1 id="signup-heading" className="text-center text-3xl font-bold">
        {i18n._('Sign up')}
      </h1>
      <TextField
        label={i18n._('Full name')}
        autoComplete="name"
        value={fields.name}
        error={errors.name}
        onChange={set('name')}
      />
      <TextField
        label={i18n._('Username')}
        autoComplete="username"
        value={fields.username}
        error={errors.username}
        onChange={set('username')}
      />
      <TextField
        label={i18n._('Email address')}
        type="email"
        autoComplete="email"
        value={fields.email}
        error={errors.email}
        onChange={set('email')}
      />
      <PasswordField
        label={i18n._('Password')}
        autoComplete="new-password"
        value={fields.password}
        hint={validationMessages.passwordHint}
        error={errors.password}
        onChange={set('password')}
      />
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={signup.isPending}>
        {signup.isPending ? i18n._('Signing up…') : i18n._('Sign up')}
      </button>
      <p className="text-center text-sm">
        {i18n._('Already a user?')}{' '}
        <button type="button" className="font-semibold text-sky-700 underline dark:text-sky-400" onClick={onSwitch}>
          {i18n._('Login')}
        </button>
      </p>
    </form>
  );
}
