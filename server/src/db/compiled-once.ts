import type { Compilable, CompiledQuery, RawBuilder } from 'kysely';
import { prepareOnPostgres } from './prepared-statements.js';
import type { Db } from './schema.js';

/** What no real parameter is: the argument's name behind a NUL. */
const PLACEHOLDER = '\u0000compiled-once:';

interface Template<R> {
  query: CompiledQuery<R>;
  /** Each parameter: the name of the argument it takes, or the constant the query was built with. */
  slots: (string | { value: unknown })[];
}

/**
 * A read whose SQL is built and compiled once per database instead of on every call (Kysely builds, freezes and
 * compiles a query's tree each time: ~0.1 ms for one with joins and subqueries, more than SQLite takes to run
 * it), then run with each call's arguments in their places. `build` is called once, with placeholders for the
 * arguments: it must pass each to the query (a builder or a `sql` template) as a plain parameter (a comparison's
 * value, a template's `${value}`), never decide the query's shape by one (a list's length, an `if`); a
 * placeholder the query does not carry as a parameter, or carries inlined in its text, is refused when it is
 * built. On PostgreSQL it runs as a named prepared statement (`db/prepared-statements.ts`), so its texts must
 * stay a small set: one per call site, or one per list length for a short list.
 */
export function compiledOnce<A extends Record<string, string | number>, R>(
  build: (db: Db, args: A) => Compilable<R> | RawBuilder<R>,
): (db: Db, args: A) => Promise<R[]> {
  const templates = new WeakMap<Db, Template<R>>();
  const templateFor = (db: Db, names: string[]): Template<R> => {
    const placeholders = Object.fromEntries(names.map((name) => [name, `${PLACEHOLDER}${name}`])) as unknown as A;
    const built = build(db, placeholders);
    const query = 'isRawBuilder' in built ? built.compile(db) : built.compile();
    const slots = query.parameters.map((value) =>
      typeof value === 'string' && value.startsWith(PLACEHOLDER) ? value.slice(PLACEHOLDER.length) : { value },
    );
    const unused = names.filter((name) => !slots.includes(name));
    if (query.sql.includes(PLACEHOLDER) || unused.length > 0) {
      throw new Error(`compiledOnce: arguments not carried as parameters: ${unused.join(', ') || 'inlined'}`);
    }
    prepareOnPostgres(query.sql);
    return { query, slots };
  };
  return async (db, args) => {
    let template = templates.get(db);
    if (template === undefined) {
      template = templateFor(db, Object.keys(args));
      templates.set(db, template);
    }
    const parameters = template.slots.map((slot) => (typeof slot === 'string' ? args[slot] : slot.value));
    return (await db.executeQuery<R>({ ...template.query, parameters })).rows;
  };
}

/** The longest list compiled once per length; a longer one (a caller's lists are pages, their authors) is built per call. */
const MAX_COMPILED_IDS = 64;

/**
 * `compiledOnce` for a read over a list of ids (`where id in (…)`), whose length is the statement's shape:
 * compiled once per length up to `MAX_COMPILED_IDS`, and no SQL at all for an empty list.
 */
export function compiledForIds<R>(
  build: (db: Db, ids: readonly string[]) => Compilable<R>,
): (db: Db, ids: readonly string[]) => Promise<R[]> {
  const byLength: ((db: Db, ids: Record<string, string>) => Promise<R[]>)[] = [];
  const ofLength = (count: number) =>
    compiledOnce((db: Db, ids: Record<string, string>) =>
      build(
        db,
        Array.from({ length: count }, (_, i) => ids[i] ?? ''),
      ),
    );
  return async (db, ids) => {
    if (ids.length === 0) return [];
    if (ids.length > MAX_COMPILED_IDS) return (await db.executeQuery(build(db, ids).compile())).rows;
    let read = byLength[ids.length];
    if (read === undefined) {
      read = ofLength(ids.length);
      byLength[ids.length] = read;
    }
    return read(db, Object.fromEntries(ids.map((id, i) => [i, id])));
  };
}
