import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { updateCurrentUser } from '../../../lib/current-user';
import { adoptAccountLocale } from '../../../lib/i18n/account-choice';
import type { LocaleChoice } from '../../../lib/i18n/locales';
import { useRealtimeEvent } from '../../realtime/hooks';

/** Stores the language on the account, for the mails, pushes and errors the server writes ("auto" follows the browser). */
export function saveAccountLocale(locale: LocaleChoice) {
  return api.put('/api/users/me/locale', { body: { locale } });
}

export function useSaveAccountLocale() {
  return useMutation({
    mutationFn: saveAccountLocale,
    // Offline, say at once that it was not saved (the choice goes back) rather than wait with the picker locked.
    networkMode: 'always',
    onSuccess: ({ locale }) => updateCurrentUser((me) => ({ ...me, locale })),
  });
}

/**
 * The account's language chosen on another tab or device (the server tells every open tab: `localeChosen`):
 * this one takes it at once, as signing in would (`adoptAccountLocale`), so the account has one language.
 */
export function useAccountLocale() {
  useRealtimeEvent('localeChosen', ({ locale }) => {
    updateCurrentUser((me) => ({ ...me, locale }));
    void adoptAccountLocale({ locale }).catch(() => {});
  });
}
