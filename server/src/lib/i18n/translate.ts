import type { Locale } from './locales.js';
import { fill, type Phrase } from './phrases.js';
import { choosePlurals } from './plural.js';
import { ar } from './translations/ar.js';
import { es } from './translations/es.js';
import { ja } from './translations/ja.js';

/** Every language but the source, by code (`catalogues.test.ts` checks each has every phrase). */
export const translations: Readonly<Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>>> = { es, ja, ar };

/** The phrase in a language, its values filled in. */
export function say(phrase: Phrase, locale: Locale): string {
  const template = locale === 'en' ? phrase.english : (translations[locale][phrase.code] ?? phrase.english);
  return fill(choosePlurals(template, phrase.params, locale), phrase.params);
}
