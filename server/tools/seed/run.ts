import path from 'node:path';
import { hashPassword } from '../../src/auth/passwords.js';
import type { Config } from '../../src/config.js';
import { findUserByUsername } from '../../src/users/queries.js';
import type { BulkWriter } from './bulk-writer.js';
import { type DemoReport, seedDemo } from './demo.js';
import type { DemoOptions } from './plan-shapes.js';
import { PostgresBulkWriter } from './postgres-bulk-writer.js';
import { openSeedContext } from './seed-context.js';
import { SqliteBulkWriter } from './sqlite-bulk-writer.js';
import { checkSizes, SYNTHETIC_PASSWORD, type SyntheticSizes, seedSynthetic, syntheticUsername } from './synthetic.js';

export type Log = (line: string) => void;

/** The demo into the configured database (DATA_DIR or DATABASE_URL), migrating it first. */
export async function runDemo(config: Config, options: DemoOptions, log: Log): Promise<DemoReport> {
  const seed = await openSeedContext(config);
  try {
    return await seedDemo(seed, options, log);
  } finally {
    await seed.close();
  }
}

/** A synthetic dataset into the configured database; false (nothing added) when one is already there. */
export async function runSynthetic(config: Config, sizes: SyntheticSizes, log: Log): Promise<boolean> {
  checkSizes(sizes);
  const seed = await openSeedContext(config);
  const present = await findUserByUsername(seed.ctx.db, syntheticUsername(0)).finally(() => seed.close());
  if (present) {
    log(`a synthetic dataset is already there (${syntheticUsername(0)} exists); nothing added`);
    return false;
  }
  const writer: BulkWriter = config.databaseUrl
    ? new PostgresBulkWriter(config.databaseUrl)
    : new SqliteBulkWriter(path.join(config.dataDir, 'app.db'));
  try {
    await seedSynthetic(writer, sizes, { passwordHash: await hashPassword(SYNTHETIC_PASSWORD), log });
  } finally {
    await writer.close();
  }
  return true;
}
