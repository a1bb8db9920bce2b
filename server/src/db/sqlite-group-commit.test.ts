import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { type Generated, Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqlite } from './kysely.js';
import { SqliteDatabase } from './sqlite-driver.js';
import { GroupCommitSqliteDialect } from './sqlite-group-commit.js';

interface TestDb {
  items: { id: Generated<number>; name: string };
}

describe('SQLite group commit', () => {
  let dir: string;
  let file: string;
  let dialect: GroupCommitSqliteDialect;
  let db: Kysely<TestDb>;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-'));
    file = path.join(dir, 'test.db');
    dialect = new GroupCommitSqliteDialect(openSqlite(file));
    db = new Kysely<TestDb>({ dialect });
    await sql`create table items (id integer primary key, name text not null unique)`.execute(db);
  });
  afterEach(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Reads through a second, independent connection: only committed rows are visible to it. */
  const committedNames = () => {
    const other = new SqliteDatabase(file, { readonly: true });
    try {
      return (other.prepare('select name from items order by id').all() as { name: string }[]).map((r) => r.name);
    } finally {
      other.close();
    }
  };

  it('makes concurrent writes durable with far fewer commits than writes', async () => {
    const before = { ...dialect.stats };
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        db
          .insertInto('items')
          .values({ name: `n${i}` })
          .execute(),
      ),
    );
    expect(committedNames()).toHaveLength(200);
    const writes = dialect.stats.writes - before.writes;
    const commits = dialect.stats.commits - before.commits;
    expect(writes).toBe(200);
    expect(commits).toBeLessThan(10);
  });

  it('acknowledges a write only once it is committed', async () => {
    await db.insertInto('items').values({ name: 'durable' }).execute();
    expect(committedNames()).toEqual(['durable']);
  });

  it('fails only the write that broke a constraint', async () => {
    await db.insertInto('items').values({ name: 'taken' }).execute();
    const results = await Promise.allSettled([
      db.insertInto('items').values({ name: 'first' }).execute(),
      db.insertInto('items').values({ name: 'taken' }).execute(),
      db.insertInto('items').values({ name: 'second' }).execute(),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committedNames()).toEqual(['taken', 'first', 'second']);
  });

  it('rolls back a failed transaction without losing the writes around it', async () => {
    const outside = db.insertInto('items').values({ name: 'outside' }).execute();
    const failed = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ name: 'inside' }).execute();
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    await outside;
    await db.insertInto('items').values({ name: 'after' }).execute();
    expect(committedNames()).toEqual(['outside', 'after']);
  });

  it("keeps a transaction's partial work hidden from other queries", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ name: 'half' }).execute();
      await gate;
      await trx.insertInto('items').values({ name: 'whole' }).execute();
    });
    const read = db.selectFrom('items').select('name').execute();
    release();
    const [rows] = await Promise.all([read, transaction]);
    expect(rows.map((r) => r.name)).toEqual(['half', 'whole']);
    expect(committedNames()).toEqual(['half', 'whole']);
  });

  it('commits while a queue of transactions keeps the connection busy', async () => {
    const before = dialect.stats.commits;
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('items')
            .values({ name: `first${i}` })
            .execute();
          await nextTurn();
          await trx
            .insertInto('items')
            .values({ name: `second${i}` })
            .execute();
        }),
      ),
    );
    expect(committedNames()).toHaveLength(40);
    expect(dialect.stats.commits - before).toBeGreaterThanOrEqual(5);
  });

  it('commits a transaction durably before it resolves', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ name: 'a' }).execute();
      await trx.insertInto('items').values({ name: 'b' }).execute();
    });
    expect(committedNames()).toEqual(['a', 'b']);
  });

  it("runs VACUUM INTO (start-up's snapshot before migrating) outside the batch, after the writes before it", async () => {
    const written = db.insertInto('items').values({ name: 'before the copy' }).execute();
    const copy = path.join(dir, 'copy.db');
    await sql`VACUUM INTO ${copy}`.execute(db);
    await written;
    const copied = new SqliteDatabase(copy, { readonly: true });
    try {
      expect(copied.prepare('select name from items').all()).toEqual([{ name: 'before the copy' }]);
    } finally {
      copied.close();
    }
  });
});
