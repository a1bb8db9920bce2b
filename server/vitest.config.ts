import { defineConfig } from 'vitest/config';

// The contract workspace as TypeScript source, so tests see an edit to it without rebuilding it. Not `module`:
// packages' ES builds of that name (e.g. the AWS SDK's) are not meant for Node.
const conditions = ['@threads/source', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['src/**/*.test.ts', 'tools/**/*.test.ts'],
    pool: 'forks',
    // The test files share a process and its loaded modules: a process per file imported the server's packages
    // afresh, 273 s of a 1,460-s suite (21 s shared). Their state lives in each test's own app and database (config
    // is read per app), and setupFiles still run before every file.
    isolate: false,
    // Vitest's default (cores - 1: one file at a time on two cores). Two at once made the kill -9 and demo-seed
    // files time out or hit SQLITE_BUSY in a fresh-clone CI run, so the suite keeps one.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    unstubEnvs: true,
    // Before any test file loads Fedify (see the file's comment).
    setupFiles: ['./src/lib/native-built-ins.ts'],
  },
});
