import { chooseLocale, readLocaleChoice } from './choice';
import { isLocale, type LocaleChoice } from './locales';

/**
 * After signing in, the account's saved language wins over this device's: the device takes it (Automatic
 * included, which follows the browser's languages), so Settings and what the server writes agree.
 */
export async function adoptAccountLocale(user: { locale?: string }): Promise<void> {
  const saved: LocaleChoice | undefined = user.locale === 'auto' || isLocale(user.locale) ? user.locale : undefined;
  if (saved && saved !== readLocaleChoice()) await chooseLocale(saved);
}
