import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migratedPostgresTemplate } from './migrated-template.js';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh PostgreSQL database for one test server, empty or (`migrated`) a copy of a template with every
 * migration applied (see migrated-template.ts); drop() removes it afterwards.
 */
export async function createTestDatabase(
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `threads_test_${randomBytes(6).toString('hex')}`;
  const template = options.migrated ? ` template ${await migratedPostgresTemplate(adminUrl)}` : '';
  await withAdmin(async (client) => {
    await client.query(`create database ${name}${template}`);
    // Commits return before their WAL reaches the disk: the server outlives every app process a test kills.
    await client.query(`alter database ${name} set synchronous_commit = off`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(async (client) => void (await client.query(`drop database if exists ${name} with (force)`))),
  };
}
