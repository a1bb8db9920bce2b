import { sql } from 'kysely';
import type { TestServer } from './server.js';

/**
 * Makes every insert into `table` fail, as a broken disk or a lost connection in the middle of a write
 * would; call the returned function to make inserts work again.
 */
export async function failInserts(server: TestServer, table: string): Promise<() => Promise<void>> {
  const db = server.app.ctx.db;
  const trigger = sql.id(`refuse_${table}`);
  const target = sql.id(table);
  if (server.app.ctx.engine === 'sqlite') {
    await sql`create trigger ${trigger} before insert on ${target} begin select raise(abort, 'injected'); end`.execute(
      db,
    );
    return async () => {
      await sql`drop trigger ${trigger}`.execute(db);
    };
  }
  const refuse = sql.id(`refuse_${table}_insert`);
  await sql`create function ${refuse}() returns trigger language plpgsql as $$ begin raise exception 'injected'; end $$`.execute(
    db,
  );
  await sql`create trigger ${trigger} before insert on ${target} for each row execute function ${refuse}()`.execute(db);
  return async () => {
    await sql`drop trigger ${trigger} on ${target}`.execute(db);
    await sql`drop function ${refuse}()`.execute(db);
  };
}
