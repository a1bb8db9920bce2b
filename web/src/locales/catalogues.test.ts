// @vitest-environment node
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as english } from './en.po';

const webRoot = path.resolve(import.meta.dirname, '../..');

async function catalogue() {
  const config = getConfig({ cwd: webRoot, configPath: path.join(webRoot, 'lingui.config.ts') });
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('no catalogue configured in lingui.config.ts');
  return { catalog, locales: config.locales };
}

describe('message catalogues', () => {
  it('hold every message of the source, translated in every language', { timeout: 120_000 }, async () => {
    const { catalog, locales } = await catalogue();
    const source = Object.keys((await catalog.collect()) ?? {});
    expect(source.length).toBeGreaterThan(0);
    const all = await catalog.readAll();
    for (const locale of locales) {
      const messages = all[locale] ?? {};
      const missing = source.filter((id) => !(id in messages));
      expect(missing, `src/locales/${locale}.po misses messages: run npm run i18n:extract`).toEqual([]);
      if (locale === 'en') continue;
      const untranslated = source.filter((id) => !messages[id]?.translation);
      expect(untranslated, `src/locales/${locale}.po has messages without a translation`).toEqual([]);
    }
  });

  it('give back every English text exactly as written (CONTRACT §2, §5, §8: texts unchanged)', () => {
    i18n.loadAndActivate({ locale: 'en', messages: english });
    for (const id of Object.keys(english).filter((id) => !id.includes('{'))) expect(i18n._(id)).toBe(id);
  });
});
