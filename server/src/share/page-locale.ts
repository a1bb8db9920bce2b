import type { FastifyRequest } from 'fastify';
import type { FirstScreenRenderer } from './first-screen-renderer.js';

/** Set by the web app when someone picks a language in Settings (`web/src/lib/i18n/choice.ts`). */
export const LOCALE_COOKIE = 'threads-locale';

/** An Accept-Language header's tags, most wanted first (by q, then by order). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The language a page is drawn in: the one chosen on this device, else the browser's best the app speaks. */
export function pageLocale(request: FastifyRequest, renderer: FirstScreenRenderer): string {
  const chosen = request.cookies[LOCALE_COOKIE];
  if (renderer.isLocale(chosen)) return chosen as string;
  return renderer.matchLocale(acceptedLanguages(request.headers['accept-language']));
}
