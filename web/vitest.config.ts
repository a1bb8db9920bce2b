import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './react-on-preact';

export default defineConfig({
  // mainFields: libraries' ES module builds, whose imports Vite resolves (and so aliases); CommonJS `require` it does not.
  resolve: {
    alias: reactOnPreact,
    mainFields: ['module', 'main'],
    conditions: ['@threads/source', 'module', 'development'],
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Libraries that import React go through Vite too, so they get Preact like the app does.
    server: { deps: { inline: [/@testing-library\/react/, /@tanstack\/react-query/, /radix-ui/, /react-router/] } },
  },
});
