import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs `npm run admin -- <action> <username>` on the e2e server's database, as an operator would. */
export function runAdminCommand(action: 'grant' | 'revoke', username: string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the suite with `npm test -w e2e`');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  // The e2e server always uses its SQLite file in DATA_DIR (see run.ts).
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return execFileSync('npm', ['run', '--silent', 'admin', '--', action, username], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
}
