import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Fragment, type ReactNode, useEffect, useState } from 'react';

/**
 * Provides the active language and renders the app afresh when it changes (Settings → Language), so every
 * text, including those computed outside render, is in the new language. The query cache is kept.
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState(i18n.locale);
  useEffect(() => i18n.on('change', () => setLocale(i18n.locale)), []);
  return (
    <I18nProvider i18n={i18n}>
      <Fragment key={locale}>{children}</Fragment>
    </I18nProvider>
  );
}
