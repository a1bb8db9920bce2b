import { i18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { inputStyles } from '../../../components/button-styles';
import { useCurrentUser } from '../../../lib/current-user';
import { chooseLocale, readLocaleChoice, subscribeLocaleChoice } from '../../../lib/i18n/choice';
import { LOCALE_NAMES, LOCALES, type LocaleChoice, matchLocale } from '../../../lib/i18n/locales';
import { errorMessage, showError } from '../../../lib/toast';
import { useSaveAccountLocale } from '../api/locale';

/**
 * Settings → Language: Automatic (the browser's languages) or one of the app's, each named in itself. The app
 * switches at once, mirrored for Arabic, and the choice is saved to the account (for its mails and pushes,
 * and for the next device it signs in on); if saving fails, the previous choice comes back. A choice made on
 * another tab or device of the account (`useAccountLocale`) shows here at once.
 */
export function LanguageSection() {
  const choice = useSyncExternalStore(subscribeLocaleChoice, readLocaleChoice);
  const me = useCurrentUser();
  const save = useSaveAccountLocale();
  const automatic = LOCALE_NAMES[matchLocale(navigator.languages ?? [])];
  const choose = (next: LocaleChoice) => {
    const previous = choice;
    void chooseLocale(next);
    if (!me) return;
    save.mutate(next, {
      onError: (error) => {
        void chooseLocale(previous).then(() =>
          showError(i18n._('Your language could not be saved: {reason}', { reason: errorMessage(error) })),
        );
      },
    });
  };
  return (
    <section aria-labelledby="language-heading" aria-busy={save.isPending} className="space-y-2">
      <h2 id="language-heading" className="text-lg font-semibold">
        {i18n._('Language')}
      </h2>
      <select
        aria-labelledby="language-heading"
        aria-describedby={save.isPending ? 'language-saving' : undefined}
        className={inputStyles}
        value={choice}
        disabled={save.isPending}
        onChange={(event) => choose(event.target.value as LocaleChoice)}
      >
        <option value="auto">{i18n._('Automatic ({language})', { language: automatic })}</option>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      {save.isPending ? (
        <p id="language-saving" role="status" className="text-sm text-zinc-500 dark:text-zinc-400">
          {i18n._('Saving…')}
        </p>
      ) : null}
    </section>
  );
}
