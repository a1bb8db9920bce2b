import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Dataset } from './cache.js';
import { readIntoPageCache } from './page-cache.js';

export interface ScratchCopy {
  /** DATA_DIR of the copy (or the dataset's own DATABASE_URL, see below). */
  env: Record<string, string>;
  remove(): void;
}

/**
 * A throwaway copy of a cached SQLite dataset for a run that writes, so the cache stays as seeded. Deleting the
 * posts a run created leaves their timeline entries (the app keeps a deleted post's entries; hydration drops
 * them), and every later run's feed read past them: after one full run 511,413 of the cache's 1,221,980 entries
 * were dead, and an A/B on it read the feed at 0.62x its ref (bench/RESULTS.md, 2026-11-28). A PostgreSQL dataset
 * is still written in place (not copied: `create database … template` is the way, not built yet).
 */
export function scratchCopy(dataset: Dataset): ScratchCopy {
  const dataDir = dataset.env.DATA_DIR;
  if (!dataDir) return { env: dataset.env, remove: () => {} };
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-bench-scratch-'));
  fs.cpSync(dataDir, copy, { recursive: true });
  readIntoPageCache(copy);
  return { env: { ...dataset.env, DATA_DIR: copy }, remove: () => fs.rmSync(copy, { recursive: true, force: true }) };
}
