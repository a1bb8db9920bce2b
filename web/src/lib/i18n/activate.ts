import { i18n, type Messages } from '@lingui/core';
import { directionOf, type Locale } from './locales';

/**
 * Each catalogue is its own chunk (compiled from src/locales/*.po by the Lingui Vite plugin), fetched
 * when its language is first shown, so no screen's initial JavaScript carries any of them.
 */
const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en.po'),
  es: () => import('../../locales/es.po'),
  ja: () => import('../../locales/ja.po'),
  ar: () => import('../../locales/ar.po'),
};

/** Loads a language's catalogue, makes it the app's, and sets `<html lang dir>`. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogues[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
