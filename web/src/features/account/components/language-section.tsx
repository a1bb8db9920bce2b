import { i18n } from '@lingui/core';
import { useState } from 'react';
import { inputStyles } from '../../../components/button-styles';
import { chooseLocale, readLocaleChoice } from '../../../lib/i18n/choice';
import { LOCALE_NAMES, LOCALES, type LocaleChoice, matchLocale } from '../../../lib/i18n/locales';

/**
 * Settings → Language: Automatic (the browser's languages) or one of the app's, each named in itself. The app
 * switches at once, mirrored for Arabic.
 */
export function LanguageSection() {
  const [choice, setChoice] = useState<LocaleChoice>(readLocaleChoice);
  const automatic = LOCALE_NAMES[matchLocale(navigator.languages ?? [])];
  const choose = (next: LocaleChoice) => {
    setChoice(next);
    void chooseLocale(next);
  };
  return (
    <section aria-labelledby="language-heading" className="space-y-2">
      <h2 id="language-heading" className="text-lg font-semibold">
        {i18n._('Language')}
      </h2>
      <select
        aria-labelledby="language-heading"
        className={inputStyles}
        value={choice}
        onChange={(event) => choose(event.target.value as LocaleChoice)}
      >
        <option value="auto">{i18n._('Automatic ({language})', { language: automatic })}</option>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </section>
  );
}
