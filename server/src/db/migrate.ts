import { type Kysely, type MigrationProvider, Migrator } from 'kysely';
import { migrations } from './migrations/index.js';

const provider: MigrationProvider = { getMigrations: async () => migrations };

export interface MigrateOptions {
  /** Runs first, with pending migrations still unapplied (start-up keeps a snapshot: `backup/migration-snapshot.ts`). */
  beforeMigrating?: (migrator: Migrator) => Promise<unknown>;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function migrateToLatest(db: Kysely<any>, options: MigrateOptions = {}): Promise<void> {
  // Migration numbers are handed out to features in advance, so one may land after a higher-numbered one a
  // database has already run (0014 after 0016); each touches only its own tables, so it simply runs then.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  await options.beforeMigrating?.(migrator);
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
