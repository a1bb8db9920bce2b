import { type Kysely, type MigrationProvider, Migrator } from 'kysely';
import { type SnapshotTarget, snapshotBeforeMigrating } from '../backup/migration-snapshot.js';
import { migrations } from './migrations/index.js';

const provider: MigrationProvider = { getMigrations: async () => migrations };

export interface MigrateOptions {
  /** Where (and, for PostgreSQL, from which database) to keep a copy before a new migration changes it. */
  snapshot?: SnapshotTarget;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function migrateToLatest(db: Kysely<any>, options: MigrateOptions = {}): Promise<void> {
  const migrator = new Migrator({ db, provider });
  if (options.snapshot) await snapshotBeforeMigrating(db, migrator, options.snapshot);
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
