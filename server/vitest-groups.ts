import fs from 'node:fs';
import path from 'node:path';

export const TEST_FILES = ['src/**/*.test.ts', 'tools/**/*.test.ts'];

// A test file that names one of these starts processes of its own (the app, a seed run, the admin CLI, Redis or
// PostgreSQL, a chaos round), which want a core each and kill -9 their children on a clock.
const STARTS_PROCESSES =
  /\b(child_process|startAppProcess|startChildProcess|seedProcess|appBundle|bundled|startPrivateRedis|startPrivatePostgres|runChaos)\b/;

/** The test files under `dirs` (relative to this folder) that start processes of their own. */
export function processTestFiles(dirs: string[]): string[] {
  const here = import.meta.dirname;
  return dirs
    .flatMap((dir) =>
      fs.readdirSync(path.join(here, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)),
    )
    .filter(
      (file) => file.endsWith('.test.ts') && STARTS_PROCESSES.test(fs.readFileSync(path.join(here, file), 'utf8')),
    )
    .sort();
}
