import { type Kysely, type MigrationProvider, Migrator } from 'kysely';
import { snapshotBeforeMigrating } from '../backup/sqlite-snapshot.js';
import { migrations } from './migrations/index.js';

const provider: MigrationProvider = { getMigrations: async () => migrations };

export interface MigrateOptions {
  /** SQLite only: where to keep a copy of the database before a new migration changes it. */
  snapshotDir?: string;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function migrateToLatest(db: Kysely<any>, options: MigrateOptions = {}): Promise<void> {
  const migrator = new Migrator({ db, provider });
  if (options.snapshotDir) await snapshotBeforeMigrating(db, migrator, options.snapshotDir);
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
