import { spawn } from 'node:child_process';
import { BackupError } from './manifest.js';

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error) =>
      reject(new BackupError(`Cannot run ${command} (install the PostgreSQL client tools): ${error.message}`)),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** pg_dump takes one consistent snapshot (a single repeatable-read transaction) while the app keeps writing. */
export function dumpPostgres(databaseUrl: string, destFile: string): Promise<void> {
  return run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${destFile}`, databaseUrl]);
}

export function restorePostgres(databaseUrl: string, dumpFile: string): Promise<void> {
  return run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${databaseUrl}`, dumpFile]);
}

/** Tables in the public schema: a restore only ever goes into a database that has none. */
export async function countPostgresTables(databaseUrl: string): Promise<number> {
  // Loaded here: the server imports this module for its migration snapshots, on SQLite too.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      "select count(*) as count from information_schema.tables where table_schema = 'public'",
    );
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}
