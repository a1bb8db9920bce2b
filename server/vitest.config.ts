import { defineConfig } from 'vitest/config';
import { processTestFiles, TEST_FILES } from './vitest-groups.js';

// The contract workspace as TypeScript source, so tests see an edit to it without rebuilding it. Not `module`:
// packages' ES builds of that name (e.g. the AWS SDK's) are not meant for Node.
const conditions = ['@threads/source', 'node', 'development|production'];
const startingProcesses = processTestFiles(['src', 'tools']);

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    pool: 'forks',
    // The test files share a process and its loaded modules: a process per file imported the server's packages
    // afresh, 273 s of a 1,460-s suite (21 s shared). Their state lives in each test's own app and database (config
    // is read per app), and setupFiles still run before every file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    unstubEnvs: true,
    // Before any test file loads Fedify (see the file's comment).
    setupFiles: ['./src/lib/native-built-ins.ts'],
    // Two files at a time, each in its own app and database; then, one at a time, the files that start processes
    // of their own (beside another file, the kill -9 and demo-seed ones timed out or hit SQLITE_BUSY in CI).
    projects: [
      { extends: true, test: { name: 'in-process', include: TEST_FILES, exclude: startingProcesses, maxWorkers: 2 } },
      {
        extends: true,
        test: { name: 'processes', include: startingProcesses, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
