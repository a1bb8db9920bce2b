import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The web app's message catalogues (docs/ARCHITECTURE.md, "Languages"): English is the source and each
 * message's id is its English text; `npm run i18n:extract` gathers every `i18n._('…')`, `<Trans id="…">` and
 * `/*i18n*\/ '…'` of src/ into src/locales/*.po, which the Vite plugin compiles on import.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'ja', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
