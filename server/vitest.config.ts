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
    // A file per core (Vitest's default leaves one core to its own process: one file at a time on CI's two
    // cores). The files mostly wait on PostgreSQL, sockets and child processes, so two at once on two cores
    // take far less time than one after the other (measured in the commit that set this).
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    unstubEnvs: true,
    // Before any test file loads Fedify (see the file's comment).
    setupFiles: ['./src/lib/native-built-ins.ts'],
  },
});
