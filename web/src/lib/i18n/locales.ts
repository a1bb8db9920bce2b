/** The languages the app speaks; English is the source of every text. */
export const LOCALES = ['en', 'es', 'ja', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** What a person chose in Settings → Language: one language, or whatever their browser asks for. */
export type LocaleChoice = Locale | 'auto';

/** Each language named in itself, as language pickers do, so anyone can find their own. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  ja: '日本語',
  ar: 'العربية',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Right-to-left languages: the layout mirrors (`<html dir="rtl">`). */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The first of the browser's languages (`navigator.languages`, most wanted first) that the app speaks, by
 * its primary subtag ("es-MX" → es); English when none is.
 */
export function matchLocale(wanted: readonly string[]): Locale {
  for (const tag of wanted) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return 'en';
}

/** The language to show for a choice: the chosen one, or the browser's best match. */
export function resolveLocale(choice: LocaleChoice, wanted: readonly string[]): Locale {
  return choice === 'auto' ? matchLocale(wanted) : choice;
}

/**
 * The tag for dates and numbers: the browser's own when it is a variant of the language shown ("es-MX" keeps
 * Mexican dates), else the language shown.
 */
export function formattingLocale(shown: string, wanted: readonly string[]): string {
  return wanted.find((tag) => tag.toLowerCase().split(/[-_]/)[0] === shown) ?? shown;
}
