import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import type { Db, Engine } from '../db/schema.js';

/** A key's stored form: the JSON of its parts, so a prefix of parts is a prefix of text (`["a","b"` for ["a","b"]). */
const encode = (key: KvKey) => JSON.stringify(key);
const openPrefix = (key: KvKey) => encode(key).slice(0, -1);

export function ttlMs(options: KvStoreSetOptions | undefined): number | undefined {
  return options?.ttl ? options.ttl.total({ unit: 'millisecond' }) : undefined;
}

/**
 * Fedify's key–value store (remote key caches, inbox idempotence, the spec each peer signs with) on the
 * database, both engines: table `federation_kv`. Expired entries read as missing and are swept by
 * `sweepExpired` (federation/plugin.ts).
 */
export class DatabaseKvStore implements KvStore {
  constructor(
    private readonly db: Db,
    private readonly engine: Engine,
    private readonly clock: () => number,
  ) {}

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const row = await this.db
      .selectFrom('federation_kv')
      .select(['value', 'expires_at'])
      .where('key', '=', encode(key))
      .executeTakeFirst();
    if (!row || (row.expires_at !== null && row.expires_at <= this.clock())) return undefined;
    return JSON.parse(row.value) as T;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    await this.write(this.db, key, value, options);
  }

  async delete(key: KvKey): Promise<void> {
    await this.db.deleteFrom('federation_kv').where('key', '=', encode(key)).execute();
  }

  /** Sets `newValue` only if the current value is `expectedValue` (undefined: absent or expired). */
  async cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('federation_kv')
        .select(['value', 'expires_at'])
        .where('key', '=', encode(key))
        // SQLite runs one write transaction at a time; PostgreSQL needs the row locked.
        .$call((query) => (this.engine === 'postgres' ? query.forUpdate() : query))
        .executeTakeFirst();
      const live = row && (row.expires_at === null || row.expires_at > this.clock()) ? row.value : undefined;
      if (live !== (expectedValue === undefined ? undefined : JSON.stringify(expectedValue))) return false;
      await this.write(trx, key, newValue, options);
      return true;
    });
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    const now = this.clock();
    let query = this.db.selectFrom('federation_kv').select(['key', 'value', 'expires_at']).orderBy('key');
    if (prefix) {
      const open = openPrefix(prefix);
      query = query.where((eb) =>
        eb.or([
          eb('key', '=', encode(prefix)),
          eb(eb.fn('substr', ['key', eb.val(1), eb.val(open.length + 1)]), '=', `${open},`),
        ]),
      );
    }
    for (const row of await query.execute()) {
      if (row.expires_at !== null && row.expires_at <= now) continue;
      yield { key: JSON.parse(row.key) as KvKey, value: JSON.parse(row.value) };
    }
  }

  async sweepExpired(): Promise<void> {
    await this.db.deleteFrom('federation_kv').where('expires_at', '<=', this.clock()).execute();
  }

  private async write(db: Db, key: KvKey, value: unknown, options: KvStoreSetOptions | undefined): Promise<void> {
    const ttl = ttlMs(options);
    const row = {
      key: encode(key),
      value: JSON.stringify(value),
      expires_at: ttl === undefined ? null : this.clock() + ttl,
    };
    await db
      .insertInto('federation_kv')
      .values(row)
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: row.value, expires_at: row.expires_at }))
      .execute();
  }
}
