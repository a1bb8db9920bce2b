import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.js';
import type { Phrase } from './phrases.js';
import { translations } from './translate.js';

const src = path.resolve(import.meta.dirname, '../..');

function isPhrase(value: unknown): value is Phrase {
  return typeof value === 'object' && value !== null && 'code' in value && 'english' in value && 'params' in value;
}

/** Every phrase of every feature's `messages.ts` (and the paging refusals of db/pagination.ts). */
async function allPhrases(): Promise<{ file: string; phrase: Phrase }[]> {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('/messages.ts') && !file.includes('/queries/') && !file.startsWith('db/tables'),
  );
  const found: { file: string; phrase: Phrase }[] = [];
  for (const file of [...files, 'db/pagination.ts']) {
    const module = (await import(path.join(src, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (typeof value !== 'object' || value === null) continue;
      for (const phrase of Object.values(value)) if (isPhrase(phrase)) found.push({ file, phrase });
    }
  }
  return found;
}

describe('message catalogues', () => {
  it('give every phrase a code of its own, in capitals', async () => {
    const phrases = await allPhrases();
    expect(phrases.length).toBeGreaterThan(150);
    const owners = new Map<string, string>();
    for (const { file, phrase } of phrases) {
      expect(phrase.code).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(owners.get(phrase.code) ?? file, `${phrase.code} is defined once`).toBe(file);
      owners.set(phrase.code, file);
    }
  });

  it('fill every placeholder of the English words', async () => {
    for (const { phrase } of await allPhrases()) {
      const named = [...phrase.english.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
      const open = named.filter((name) => !Object.hasOwn(phrase.params, name));
      // Values known only when said (a field, a size limit, who did it, a link) are the ones left open; all listed here.
      for (const name of open)
        expect([
          'field',
          'problem',
          'method',
          'path',
          'mb',
          'megapixels',
          'seconds',
          'actor',
          'username',
          'link',
          'person',
          'app',
        ]).toContain(name);
    }
  });

  it('are translated whole into every language, with the same placeholders and nothing left over', async () => {
    const phrases = await allPhrases();
    const codes = new Set(phrases.map(({ phrase }) => phrase.code));
    // Each name once: a plural's branches may write a name more or fewer times than the English ones do.
    const placeholders = (text: string) =>
      [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();
    for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
      const table = translations[locale as Exclude<typeof locale, 'en'>];
      expect(
        Object.keys(table).filter((code) => !codes.has(code)),
        `${locale} has no stray codes`,
      ).toEqual([]);
      for (const { phrase } of phrases) {
        const text = table[phrase.code];
        expect(text, `${locale} ${phrase.code}`).toBeTruthy();
        // A translation may leave out a validator's English detail ({problem}); it adds no placeholder of its own.
        const allowed = placeholders(phrase.english);
        for (const name of placeholders(text ?? ''))
          expect(allowed, `${locale} ${phrase.code} {${name}}`).toContain(name);
        const numbers = allowed.filter((name) => name !== 'problem');
        expect(
          placeholders(text ?? '').filter((name) => numbers.includes(name)),
          `${locale} ${phrase.code}`,
        ).toEqual(numbers);
      }
    }
  });
});
