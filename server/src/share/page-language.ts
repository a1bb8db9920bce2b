import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/session-user.js';
import { isLocale, type Locale, localeFromAcceptLanguage } from '../lib/i18n/locales.js';
import { say } from '../lib/i18n/translate.js';
import { pageTexts } from './messages.js';

/** Set by the web app when someone picks a language in Settings (`web/src/lib/i18n/choice.ts`). */
export const LOCALE_COOKIE = 'threads-locale';

/**
 * The language of a page, its head (title, description, share tags) and its drawn first screen alike: the
 * signed-in person's account choice (which the app adopts on signing in, `web/src/lib/i18n/account-choice.ts`),
 * else the one chosen on this device, else the browser's `Accept-Language`, else English. Pages differ by
 * these, so they go out with `Vary: Accept-Language, Cookie` (`share/web-app.ts`).
 */
export function pageLocale(request: FastifyRequest, viewer: SessionUser | null): Locale {
  if (viewer?.locale) return viewer.locale;
  const chosen = request.cookies[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  const header = request.headers['accept-language'];
  return localeFromAcceptLanguage(typeof header === 'string' ? header : undefined) ?? 'en';
}

const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** index.html with the app's description in the page's language (the built page carries the English). */
export function pageWithAppDescription(indexHtml: string, locale: Locale): string {
  if (locale === 'en') return indexHtml;
  const description = escapeHtml(say(pageTexts.PAGE_APP_DESCRIPTION, locale));
  return indexHtml.replace(DESCRIPTION, () => `<meta name="description" content="${description}" />`);
}
