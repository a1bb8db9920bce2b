import { createAppCaches, invalidateOnEvents } from '../app-caches.js';
import type { AppEventMap } from '../app-events.js';
import { migrateWithSnapshot } from '../backup/migration-snapshot.js';
import { snapshotDir } from '../backup/paths.js';
import { CacheInvalidation } from '../cache/invalidation.js';
import { type Config, ConfigError, loadConfig } from '../config.js';
import { createDatabase } from '../db/kysely.js';
import type { Db } from '../db/schema.js';
import { EventBus } from '../lib/events.js';
import { createRedis } from '../lib/redis.js';
import { changeRole } from './service.js';

const USAGE = `npm run admin -- grant <username>    make the user an admin
npm run admin -- revoke <username>   make an admin a plain user again
Uses DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL), like the server; both are written to the audit log.`;

class UsageError extends Error {}

/** Running servers re-read the person's session at once (through Redis when REDIS_URL is set; else within a minute). */
async function announceRoleChange(config: Config, db: Db, userId: string): Promise<void> {
  if (!config.redisUrl) return;
  const redis = await createRedis(config.redisUrl, 'script');
  try {
    const events = new EventBus<AppEventMap>();
    const cache = new CacheInvalidation(createAppCaches(db, 1), redis, config.redisPrefix, console);
    invalidateOnEvents(events, cache);
    events.emit('person.changed', { userId });
    await cache.flush();
  } finally {
    redis.disconnect();
  }
}

async function main(): Promise<void> {
  const [command, username, ...extra] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !username || extra.length > 0) throw new UsageError(USAGE);
  const config = loadConfig();
  const { db } = createDatabase(config);
  try {
    await migrateWithSnapshot(db, { dir: snapshotDir(config), databaseUrl: config.databaseUrl });
    const user = await changeRole(db, username, command === 'grant', Date.now());
    if (!user) throw new UsageError(`No user named "${username}".`);
    await announceRoleChange(config, db, user.id);
    console.log(`admin: ${user.username} is ${command === 'grant' ? 'now an admin' : 'no longer an admin'}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  if (error instanceof UsageError || error instanceof ConfigError) console.error(`admin: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
