import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signUp } from '../test/people.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { compiledForIds, compiledOnce } from './compiled-once.js';
import { MAX_PREPARED_PER_CONNECTION } from './prepared-statements.js';
import type { Db } from './schema.js';

describe.each(engines)('a read compiled once on %s', (engine) => {
  const server = useTestServer(engine);

  it('is built once per database and answers each call with its own arguments, as the query built afresh', async () => {
    const [maya, omar] = [await signUp(server, 'Maya'), await signUp(server, 'Omar')];
    let builds = 0;
    const build = (db: Db, { name, since }: { name: string; since: number }) => {
      builds++;
      return db
        .selectFrom('users')
        .select(['username', 'name'])
        .where('username', '=', name)
        .where('created_at', '>=', since)
        .where(sql<boolean>`${sql.ref('users.role')} = ${'user'}`);
    };
    const read = compiledOnce(build);
    const { db } = server.app.ctx;
    for (const who of [maya, omar, maya]) {
      for (const since of [0, Date.now() + 60_000]) {
        const args = { name: who.username, since };
        expect(await read(db, args)).toEqual(await build(db, args).execute());
      }
    }
    expect(await read(db, { name: maya.username, since: 0 })).toEqual([{ username: maya.username, name: 'Maya' }]);
    expect(builds).toBe(1 + 6);
  });

  it('takes a sql template as well as a builder', async () => {
    const maya = await signUp(server, 'Maya');
    let builds = 0;
    const read = compiledOnce((_db: Db, { name }: { name: string }) => {
      builds++;
      return sql<{ name: string }>`select name from users where username = ${name} or username = ${name}`;
    });
    const { db } = server.app.ctx;
    for (let run = 0; run < 3; run++) expect(await read(db, { name: maya.username })).toEqual([{ name: 'Maya' }]);
    expect(await read(db, { name: 'nobody' })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('refuses a query that does not carry each argument as a parameter', async () => {
    const { db } = server.app.ctx;
    const inlined = compiledOnce((d: Db, { name }: { name: string }) =>
      d.selectFrom('users').select('username').where('username', '=', sql.lit(name)),
    );
    await expect(inlined(db, { name: 'maya' })).rejects.toThrow(/not carried as parameters/);
    const ignored = compiledOnce((d: Db, _: { name: string }) => d.selectFrom('users').select('username'));
    await expect(ignored(db, { name: 'maya' })).rejects.toThrow(/not carried as parameters: name/);
  });

  it('compiles a read over a list of ids once per length, answering as the query built afresh', async () => {
    const people = [await signUp(server, 'Ana'), await signUp(server, 'Ben'), await signUp(server, 'Cyd')];
    const [ana, ben, cyd] = people.map((p) => p.id) as [string, string, string];
    const ids = [ana, ben, cyd];
    let builds = 0;
    const build = (db: Db, list: readonly string[]) => {
      builds++;
      return db.selectFrom('users').select(['id', 'name']).where('id', 'in', list).orderBy('name');
    };
    const read = compiledForIds(build);
    const { db } = server.app.ctx;
    for (const list of [ids, [cyd, ana, ben], [ben], [ana], ['nobody', cyd]]) {
      expect(await read(db, list)).toEqual(await build(db, list).execute());
    }
    // Lengths 3, 1 and 2 built once each, besides the five built afresh to compare with.
    expect(builds).toBe(5 + 3);
    expect(await read(db, [])).toEqual([]);
    expect(builds).toBe(8);
    const long = [...Array.from({ length: 70 }, (_, i) => `nobody-${i}`), ben];
    expect(await read(db, long)).toEqual([{ id: ben, name: 'Ben' }]);
    expect(await read(db, long)).toEqual([{ id: ben, name: 'Ben' }]);
    // A list longer than any page is built per call.
    expect(builds).toBe(10);
  });
});

describe.skipIf(!engines.includes('postgres'))('a read compiled once on postgres', () => {
  const server = useTestServer('postgres');

  /** The statements this connection has prepared (a transaction holds one connection for both reads). */
  const preparedOn = (db: Db) =>
    sql<{ statement: string }>`select statement from pg_prepared_statements`
      .execute(db)
      .then((result) => result.rows.map((row) => row.statement));

  it('runs as a named prepared statement, which a query built afresh does not', async () => {
    const maya = await signUp(server, 'Maya');
    const build = (db: Db, { name }: { name: string }) =>
      db.selectFrom('users').select('name').where('username', '=', name).where('role', '=', 'user');
    const read = compiledOnce(build);
    const { db } = server.app.ctx;
    const compiled = build(db, { name: 'x' }).compile().sql;
    await db.transaction().execute(async (tx) => {
      expect(await build(tx, { name: maya.username }).execute()).toEqual([{ name: 'Maya' }]);
      expect(await preparedOn(tx)).not.toContain(compiled);
      for (let run = 0; run < 7; run++) expect(await read(tx, { name: maya.username })).toEqual([{ name: 'Maya' }]);
      expect(await preparedOn(tx)).toContain(compiled);
    });
  });

  it('prepares at most MAX_PREPARED_PER_CONNECTION statements on one connection, and runs the rest unnamed', async () => {
    const maya = await signUp(server, 'Maya');
    const { db } = server.app.ctx;
    const reads = Array.from({ length: MAX_PREPARED_PER_CONNECTION + 5 }, (_, i) =>
      compiledOnce((d: Db, { name }: { name: string }) =>
        d
          .selectFrom('users')
          .select(sql<number>`${sql.lit(i)}`.as('i'))
          .where('username', '=', name),
      ),
    );
    await db.transaction().execute(async (tx) => {
      for (const [i, read] of reads.entries()) expect(await read(tx, { name: maya.username })).toEqual([{ i }]);
      expect((await preparedOn(tx)).length).toBe(MAX_PREPARED_PER_CONNECTION);
    });
  });
});
