import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { setCurrentUser, updateCurrentUser } from '../../../lib/current-user';
import { readLocaleChoice } from '../../../lib/i18n/choice';
import type { SignupFields } from '../../../lib/validation';
import { saveAccountLocale } from '../../account/api/locale';

export function signup(input: SignupFields) {
  return api.post('/api/users/signup', { body: input });
}

/** A language chosen on this device before the account existed becomes the new account's. */
async function keepDeviceLocale(): Promise<void> {
  const choice = readLocaleChoice();
  if (choice === 'auto') return;
  const { locale } = await saveAccountLocale(choice);
  updateCurrentUser((me) => ({ ...me, locale }));
}

export function useSignup() {
  return useMutation({
    mutationFn: signup,
    onSuccess: (user) => {
      setCurrentUser(user);
      void keepDeviceLocale().catch(() => {});
    },
  });
}
