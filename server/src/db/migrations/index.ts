import type { Migration } from 'kysely';
import * as accounts from './0001-accounts.js';

/** Every migration, in order. Listed statically so the compiled server needs no directory scan. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
};
