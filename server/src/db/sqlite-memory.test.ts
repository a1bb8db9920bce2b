import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle, SQLITE_PAGE_CACHE_MB } from './kysely.js';
import { KEPT_SQL_CHARS, KEPT_SQL_MAX } from './sqlite-group-commit.js';

/** SQLite's memory is part of the server's RSS budget (docs/ARCHITECTURE.md, "Memory"). */
describe("SQLite's share of the memory budget", () => {
  let dir: string;
  let handle: DatabaseHandle;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-memory-'));
    handle = createDatabase({ databaseUrl: undefined, dataDir: dir });
  });
  afterEach(async () => {
    await handle.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("sets the page cache of the connection the app's statements run on, not leaving it to better-sqlite3's build", async () => {
    const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(handle.db);
    expect(rows[0]?.cache_size).toBe(-SQLITE_PAGE_CACHE_MB * 1024);
  });

  it('counts the statements it keeps prepared, for /api/metrics', async () => {
    const before = handle.groupCommit?.statements ?? 0;
    await sql`select 1`.execute(handle.db);
    await sql`select 2`.execute(handle.db);
    await sql`select 1`.execute(handle.db);
    expect(handle.groupCommit?.statements).toBe(before + 2);
  });

  it('keeps prepared statements up to a length of SQL together, and none longer than KEPT_SQL_MAX', async () => {
    const stats = handle.groupCommit;
    if (!stats) throw new Error('SQLite has group-commit stats');
    const before = stats.statements;
    const ids = (n: number) => sql.join(Array.from({ length: n }, (_, i) => sql.lit(i)));
    // select 0 where 0 in (0, 1, 2, …): about 4 characters an id.
    await sql`select 0 where 0 in (${ids(KEPT_SQL_MAX / 2)})`.execute(handle.db);
    expect(stats.statements).toBe(before);
    const distinct = Math.ceil((2 * KEPT_SQL_CHARS) / 2000);
    for (let n = 0; n < distinct; n++) await sql`select ${sql.lit(n)} where 0 in (${ids(400)})`.execute(handle.db);
    expect(stats.keptSqlChars).toBeLessThanOrEqual(KEPT_SQL_CHARS);
    expect(stats.keptSqlChars).toBeGreaterThan(KEPT_SQL_CHARS - KEPT_SQL_MAX);
    expect(stats.statements).toBeLessThan(distinct);
  });
});
