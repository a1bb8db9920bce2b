import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** The texts PostgreSQL runs as named prepared statements, with their names. */
const names = new Map<string, string>();

/**
 * Statements one connection prepares at most; past them it runs the rest unnamed. Lists compiled once per length
 * make a few hundred texts possible, and each prepared one keeps its plan in that server process's memory.
 */
export const MAX_PREPARED_PER_CONNECTION = 200;

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
    const prepared = new Set<string>();
    const query = (statement: string | pg.Submittable, parameters?: unknown[]) => {
      if (typeof statement !== 'string') return client.query(statement);
      let name = names.get(statement);
      if (name !== undefined && !prepared.has(name)) {
        if (prepared.size < MAX_PREPARED_PER_CONNECTION) prepared.add(name);
        else name = undefined;
      }
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
