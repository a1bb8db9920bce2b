import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './react-on-preact';

export default defineConfig({
  plugins: [lingui()],
  // mainFields: libraries' ES module builds, whose imports Vite resolves (and so aliases); CommonJS `require` it does not.
  resolve: {
    alias: reactOnPreact,
    mainFields: ['module', 'main'],
    conditions: ['@threads/source', 'module', 'development'],
  },
  test: {
    environment: 'jsdom',
    // A file per core (Vitest's default, cores - 1, is one at a time on CI's two cores): 228 s → 190 s for the
    // suite on a busy two-core machine (load 13), most of it each file's jsdom set-up.
    maxWorkers: '100%',
    include: ['src/**/*.test.{ts,tsx}'],
    // Tests read the English texts, as the e2e suite and docs/CONTRACT.md do; Preact's effects run on a task (see
    // effects-test-setup.ts).
    setupFiles: ['src/lib/i18n/test-setup.ts', 'src/lib/effects-test-setup.ts'],
    // Libraries that import React go through Vite too, so they get Preact like the app does.
    server: {
      deps: {
        inline: [
          /@testing-library\/react/,
          /@tanstack\/react-query/,
          /radix-ui/,
          /@floating-ui\/react-dom/,
          /react-router/,
          /lucide-react/,
        ],
      },
    },
  },
});
