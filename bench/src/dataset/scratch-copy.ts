import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Dataset } from './cache.js';
import { readIntoPageCache } from './page-cache.js';

export interface ScratchCopy {
  /** DATA_DIR or DATABASE_URL of the copy. */
  env: Record<string, string>;
  remove(): Promise<void>;
}

/**
 * A throwaway copy of a cached dataset for a run that writes, so the cache stays as seeded. Deleting the posts a
 * run created leaves their timeline entries (the app keeps a deleted post's entries; hydration drops them), and
 * every later run's feed read past them: after one full run 511,413 of the cache's 1,221,980 entries were dead,
 * and an A/B on it read the feed at 0.62x its ref (bench/RESULTS.md, 2026-11-28).
 */
export function scratchCopy(dataset: Dataset): Promise<ScratchCopy> {
  const { DATA_DIR: dataDir, DATABASE_URL: databaseUrl } = dataset.env;
  if (dataDir) return Promise.resolve(sqliteCopy(dataset.env, dataDir));
  if (databaseUrl) return postgresCopy(dataset.env, databaseUrl);
  throw new Error('a dataset names DATA_DIR or DATABASE_URL');
}

function sqliteCopy(env: Record<string, string>, dataDir: string): ScratchCopy {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-bench-scratch-'));
  fs.cpSync(dataDir, copy, { recursive: true });
  readIntoPageCache(copy);
  return { env: { ...env, DATA_DIR: copy }, remove: async () => fs.rmSync(copy, { recursive: true, force: true }) };
}

/** The dataset's database as a template: PostgreSQL copies its files (no connection may be open to it meanwhile). */
async function postgresCopy(env: Record<string, string>, databaseUrl: string): Promise<ScratchCopy> {
  const source = new URL(databaseUrl);
  const name = `${source.pathname.slice(1)}_scratch`;
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  // A copy an interrupted run left behind goes first.
  await onAdminConnection(admin, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name} template ${source.pathname.slice(1)} strategy file_copy`);
  });
  const copy = new URL(databaseUrl);
  copy.pathname = `/${name}`;
  return {
    env: { ...env, DATABASE_URL: copy.toString() },
    remove: () => onAdminConnection(admin, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

async function onAdminConnection(url: URL, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
