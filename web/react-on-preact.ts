import type { Alias } from 'vite';

/**
 * The app is written against React's API and types, and runs on Preact's compatibility layer (about 4 KB
 * instead of React 19's 60 KB gzip), which is what lets /auth load in 60 KB. Every `react`/`react-dom`
 * import — ours and our libraries' — resolves here, in the build and in the unit tests alike. To go back
 * to React, drop these aliases (docs/ARCHITECTURE.md, "Web app").
 */
export const reactOnPreact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];
