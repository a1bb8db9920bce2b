import { choosePlurals } from './plural.js';

export type Params = Readonly<Record<string, string | number>>;

/**
 * Something the server says to people: a stable `code` clients may key on, its English words (the
 * source text, with `{name}` placeholders) and the values that fill them. Other languages translate the
 * code (`lib/i18n/translate.ts`); the English stays the answer for clients that read only `error`.
 */
export interface Phrase {
  readonly code: string;
  readonly english: string;
  readonly params: Params;
}

/** An entry of a catalogue: the English text, or the text and values fixed when it is defined (limits). */
type Entry = string | readonly [english: string, params: Params];

/**
 * A feature's catalogue, keyed by code: `phrases({ POST_NOT_FOUND: 'Post not found' }).POST_NOT_FOUND`.
 * Codes are SCREAMING_SNAKE_CASE and unique across the server (`lib/i18n/catalogues.test.ts` checks).
 */
export function phrases<C extends string>(entries: Record<C, Entry>): { readonly [K in C]: Phrase } {
  const catalogue = {} as Record<C, Phrase>;
  for (const code of Object.keys(entries) as C[]) {
    const entry = entries[code];
    catalogue[code] =
      typeof entry === 'string' ? { code, english: entry, params: {} } : { code, english: entry[0], params: entry[1] };
  }
  return catalogue;
}

/** The same phrase with values known only when it is said (a field's name, a size limit). */
export function withParams(phrase: Phrase, params: Params): Phrase {
  return { ...phrase, params: { ...phrase.params, ...params } };
}

/** `{name}` placeholders filled; an unknown one is left as written. */
export function fill(template: string, params: Params): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export const english = (phrase: Phrase): string =>
  fill(choosePlurals(phrase.english, phrase.params, 'en'), phrase.params);
