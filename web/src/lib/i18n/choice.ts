import { activateLocale } from './activate';
import { isLocale, type Locale, type LocaleChoice, resolveLocale } from './locales';

/** Settings → Language, kept on this device (Automatic when unset). */
export const LOCALE_CHOICE_KEY = 'threads-locale';

export function readLocaleChoice(): LocaleChoice {
  try {
    const stored = localStorage.getItem(LOCALE_CHOICE_KEY);
    return isLocale(stored) ? stored : 'auto';
  } catch {
    return 'auto';
  }
}

function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en'];
}

/**
 * The choice as a cookie too, so the server draws pages in it (`server/src/share/page-language.ts`); kept
 * in step at every start, for choices made before the cookie existed.
 */
function shareChoiceWithServer(choice: LocaleChoice): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie =
    choice === 'auto'
      ? `${LOCALE_CHOICE_KEY}=; path=/; max-age=0; samesite=lax`
      : `${LOCALE_CHOICE_KEY}=${choice}; path=/; max-age=31536000; samesite=lax`;
}

/** The language this device shows now: the choice, or the browser's languages. */
export function currentLocale(): Locale {
  return resolveLocale(readLocaleChoice(), browserLanguages());
}

const choiceListeners = new Set<() => void>();

/** Told of every choice made on this page (Settings, or the account's choice from another tab or device). */
export function subscribeLocaleChoice(listener: () => void): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/** Remembers a choice and switches the app to it. */
export async function chooseLocale(choice: LocaleChoice): Promise<void> {
  if (choice === 'auto') localStorage.removeItem(LOCALE_CHOICE_KEY);
  else localStorage.setItem(LOCALE_CHOICE_KEY, choice);
  shareChoiceWithServer(choice);
  for (const listener of choiceListeners) listener();
  await activateLocale(currentLocale());
}

/** Before the first render: this device's language, English if its catalogue cannot be had. */
export async function startLocale(): Promise<void> {
  shareChoiceWithServer(readLocaleChoice());
  try {
    await activateLocale(currentLocale());
  } catch {
    await activateLocale('en');
  }
}
