import type { FastifyRequest } from 'fastify';
import { type Locale, localeFromAcceptLanguage } from '../lib/i18n/locales.js';

/** The language to answer a request in: the one it asks for, else the account's choice, else English. */
export function requestLocale(request: Pick<FastifyRequest, 'headers'> & { user?: { locale: Locale | null } | null }) {
  const header = request.headers['accept-language'];
  return localeFromAcceptLanguage(typeof header === 'string' ? header : undefined) ?? request.user?.locale ?? 'en';
}
