import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** The texts PostgreSQL runs as named prepared statements, with their names. */
const names = new Map<string, string>();

/**
 * Has PostgreSQL prepare this statement once per connection (`compiledOnce` marks its texts). Only for a text from a
 * fixed, small set: a connection keeps every statement it prepared for as long as it lives.
 */
export function prepareOnPostgres(sql: string): void {
  if (!names.has(sql)) names.set(sql, `prepared_${names.size + 1}`);
}

/**
 * The pool Kysely reads through, running the marked statements as named prepared statements: PostgreSQL parses
 * them once per connection and, after a few runs, reuses one plan, where an unnamed statement is parsed and
 * planned on every run (for the home feed's statements, planning took longer than running them).
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const query = (statement: string | pg.Submittable, parameters?: unknown[]) => {
      if (typeof statement !== 'string') return client.query(statement);
      const name = names.get(statement);
      return client.query(
        name ? { name, text: statement, values: parameters } : { text: statement, values: parameters },
      );
    };
    return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
  };
  return {
    async connect() {
      const client = await pool.connect();
      // The same wrapper for the same connection: Kysely keeps its own state per client object.
      let wrapper = wrapped.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrapped.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
