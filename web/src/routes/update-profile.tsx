import { i18n } from '@lingui/core';
import { passwordProblem } from '@threads/contract';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonStyles, inputStyles, labelStyles } from '../components/button-styles';
import { PasswordField } from '../components/password-field';
import { TextField } from '../components/text-field';
import { UserAvatar } from '../components/user-avatar';
import { useUpdateProfile } from '../features/users/api/update-profile';
import { useCurrentUser } from '../lib/current-user';
import { showError, showSuccess } from '../lib/toast';
import { useFilePreview } from '../lib/use-file-preview';
import { isImageFile, validationMessages } from '../lib/validation';

export default function UpdateProfileScreen() {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const update = useUpdateProfile(me?._id ?? '');
  const fileInput = useRef<HTMLInputElement>(null);
  const [fields, setFields] = useState({
    name: me?.name ?? '',
    username: me?.username ?? '',
    email: me?.email ?? '',
    bio: me?.bio ?? '',
    password: '',
  });
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentPasswordError, setCurrentPasswordError] = useState<string>();
  const [passwordError, setPasswordError] = useState<string>();
  const [avatar, setAvatar] = useState<File | null>(null);

  const preview = useFilePreview(avatar);

  if (!me) return null;
  // The server asks for the current password only for these two changes, so the form does too.
  const needsCurrentPassword =
    fields.password !== '' || fields.email.trim().toLowerCase() !== (me.email ?? '').toLowerCase();
  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [key]: event.target.value });

  const pickAvatar = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && !isImageFile(file)) {
      event.target.value = '';
      return showError(i18n._('Please select an image file'), i18n._('Invalid file type'));
    }
    setAvatar(file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const newPasswordProblem = fields.password ? passwordProblem(fields.password) : undefined;
    setPasswordError(newPasswordProblem);
    setCurrentPasswordError(
      needsCurrentPassword && !currentPassword ? validationMessages.currentPasswordRequired : undefined,
    );
    if (newPasswordProblem || (needsCurrentPassword && !currentPassword)) return;
    update.mutate(
      { ...fields, currentPassword: needsCurrentPassword ? currentPassword : undefined, profilePic: avatar },
      {
        onSuccess: (user) => {
          showSuccess(i18n._('Profile updated successfully'));
          navigate(`/${user.username}`);
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="mx-auto max-w-md space-y-4 rounded-lg border border-zinc-200 p-6 dark:border-zinc-800"
    >
      <h1 className="text-2xl font-bold">{i18n._('User Profile Edit')}</h1>
      <div className="flex items-center gap-6">
        {preview ? (
          <img src={preview} alt={i18n._('New profile')} className="size-24 shrink-0 rounded-full object-cover" />
        ) : (
          <UserAvatar src={me.profilePic} name={me.username} size="lg" />
        )}
        <label className={`${buttonStyles.secondary} cursor-pointer has-focus-visible:outline-2`}>
          {i18n._('Change Avatar')}
          <input ref={fileInput} type="file" accept="image/*" className="sr-only" onChange={pickAvatar} />
        </label>
      </div>
      <TextField label={i18n._('Full name')} autoComplete="name" value={fields.name} onChange={set('name')} />
      <TextField
        label={i18n._('User name')}
        autoComplete="username"
        value={fields.username}
        onChange={set('username')}
      />
      <TextField
        label={i18n._('Email address')}
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={set('email')}
      />
      <div>
        <label htmlFor="profile-bio" className={labelStyles}>
          {i18n._('Bio')}
        </label>
        <textarea id="profile-bio" className={inputStyles} rows={3} value={fields.bio} onChange={set('bio')} />
      </div>
      <PasswordField
        label={i18n._('Password')}
        autoComplete="new-password"
        value={fields.password}
        onChange={set('password')}
        hint={i18n._('Leave empty to keep your current password. {passwordHint}.', {
          passwordHint: validationMessages.passwordHint,
        })}
        error={passwordError}
      />
      {needsCurrentPassword ? (
        <PasswordField
          label={i18n._('Current password')}
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={currentPasswordError}
          aria-required
        />
      ) : null}
      <div className="flex gap-3">
        <button type="button" className={`${buttonStyles.secondary} flex-1`} onClick={() => navigate(-1)}>
          {i18n._('Cancel')}
        </button>
        <button type="submit" className={`${buttonStyles.primary} flex-1`} disabled={update.isPending}>
          {update.isPending ? i18n._('Saving…') : i18n._('Submit')}
        </button>
      </div>
    </form>
  );
}
