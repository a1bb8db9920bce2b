import type SqliteDatabase from 'better-sqlite3';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteDialect,
  type TransactionSettings,
} from 'kysely';
import { Lock } from '../lib/lock.js';

/**
 * Group commit for SQLite with synchronous=FULL: every write that arrives in the same turn of the
 * event loop joins one open transaction, committed (one fsync) on the next turn; each caller's
 * promise settles only after that COMMIT, so nothing is acknowledged before it is durable.
 * Explicit transactions run as savepoints inside the batch, one at a time (they span awaits), and
 * other queries wait for them, so nobody sees a transaction's partial work. A commit that falls due
 * while a transaction runs happens as that transaction ends, so a queue of transactions cannot hold
 * the batch open.
 */

type Statement = SqliteDatabase.Statement<unknown[]>;

interface Batch {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitStats {
  /** Statements that wrote. */
  writes: number;
  /** COMMITs, i.e. fsyncs, that made them durable. */
  commits: number;
  /** Prepared statements kept for reuse (each holds SQLite memory outside the V8 heap), and their SQL's length. */
  statements: number;
  keptSqlChars: number;
}

/**
 * Prepared statements are kept for reuse up to this much SQL text together, the oldest dropped first. A
 * statement's memory in SQLite grows with its text (30–60 bytes a character: a 500-row insert ≈ 150 KB), so
 * this bounds their share of the RSS budget (docs/ARCHITECTURE.md, "Memory") to ~15 MB; the statements a
 * server runs again and again take ~75 KB of it. Longer statements than KEPT_SQL_MAX (the fan-out's inserts,
 * long id lists) are prepared for one use: their preparation is small beside the rows they write or read.
 */
export const KEPT_SQL_CHARS = 256 * 1024;
export const KEPT_SQL_MAX = 4096;
/** Statements SQLite refuses inside a transaction (the start-up snapshot's VACUUM INTO). */
const OUTSIDE_TRANSACTIONS = /^\s*vacuum\b/i;
const TRANSACTION = 'group_commit_tx';

function newBatch(): Batch {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A batch nobody awaits (only reads joined it) must not become an unhandled rejection.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

class GroupCommitter {
  readonly lock = new Lock();
  readonly stats: GroupCommitStats = { writes: 0, commits: 0, statements: 0, keptSqlChars: 0 };
  private readonly statements = new Map<string, Statement>();
  private batch: Batch | null = null;
  private flushScheduled = false;
  private commitAtTransactionEnd = false;

  constructor(readonly db: SqliteDatabase.Database) {}

  private prepare(sql: string): Statement {
    const kept = this.statements.get(sql);
    if (kept) return kept;
    const statement = this.db.prepare(sql);
    if (sql.length > KEPT_SQL_MAX) return statement;
    for (const oldest of this.statements.keys()) {
      if (this.stats.keptSqlChars + sql.length <= KEPT_SQL_CHARS) break;
      this.statements.delete(oldest);
      this.stats.keptSqlChars -= oldest.length;
    }
    this.statements.set(sql, statement);
    this.stats.keptSqlChars += sql.length;
    this.stats.statements = this.statements.size;
    return statement;
  }

  /** Runs one statement now; returns whether it wrote (and so must wait for the batch's COMMIT). */
  run(query: CompiledQuery): { result: QueryResult<unknown>; wrote: boolean } {
    const statement = this.prepare(query.sql);
    const wrote = !statement.readonly;
    if (wrote) {
      this.openBatch();
      this.stats.writes++;
    }
    try {
      const parameters = query.parameters as unknown[];
      if (statement.reader) return { result: { rows: statement.all(parameters) }, wrote };
      const { changes, lastInsertRowid } = statement.run(parameters);
      return { result: { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) }, wrote };
    } catch (error) {
      this.failBatchIfAborted(error);
      // The failed statement changed nothing, but the batch it opened must still end.
      void this.commitSoon();
      throw error;
    }
  }

  /** Commits the open batch (if any), then runs a statement that may not run inside a transaction. */
  runAlone(query: CompiledQuery): QueryResult<unknown> {
    this.commitNow();
    const { changes } = this.db.prepare(query.sql).run(query.parameters as unknown[]);
    return { rows: [], numAffectedRows: BigInt(changes) };
  }

  exec(sql: string): void {
    try {
      this.db.exec(sql);
    } catch (error) {
      this.failBatchIfAborted(error);
      throw error;
    }
  }

  openBatch(): void {
    if (this.batch) return;
    this.db.exec('BEGIN IMMEDIATE');
    this.batch = newBatch();
  }

  /** The promise of the open batch's COMMIT, scheduling it for the next turn of the event loop. */
  commitSoon(): Promise<void> {
    const batch = this.batch;
    if (!batch) return Promise.resolve();
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => this.flush());
    }
    return batch.promise;
  }

  private flush(): void {
    this.flushScheduled = false;
    if (!this.batch) return;
    if (this.lock.isHeld) {
      this.commitAtTransactionEnd = true;
      return;
    }
    this.commitNow();
  }

  /** Called by an explicit transaction as it ends, before the lock passes on; returns its durability. */
  transactionEnded(): Promise<void> {
    const durable = this.batch?.promise ?? Promise.resolve();
    if (this.commitAtTransactionEnd) this.commitNow();
    else void this.commitSoon();
    return durable;
  }

  private commitNow(): void {
    const batch = this.batch;
    this.commitAtTransactionEnd = false;
    if (!batch) return;
    this.batch = null;
    try {
      this.db.exec('COMMIT');
      this.stats.commits++;
      batch.resolve();
    } catch (error) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      batch.reject(error);
    }
  }

  /** Some errors (disk full, I/O) make SQLite roll back the whole transaction: nobody in it may be acknowledged. */
  private failBatchIfAborted(error: unknown): void {
    if (this.batch && !this.db.inTransaction) {
      this.batch.reject(error);
      this.batch = null;
    }
  }

  async close(): Promise<void> {
    await this.lock.acquire();
    this.flushScheduled = true;
    const batch = this.batch;
    this.batch = null;
    if (batch) {
      this.db.exec('COMMIT');
      this.stats.commits++;
      batch.resolve();
    }
    this.db.close();
  }
}

class GroupCommitConnection implements DatabaseConnection {
  inTransaction = false;

  constructor(private readonly committer: GroupCommitter) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction) return this.committer.run(query).result as QueryResult<R>;
    await this.committer.lock.acquire();
    if (OUTSIDE_TRANSACTIONS.test(query.sql)) {
      try {
        return this.committer.runAlone(query) as QueryResult<R>;
      } finally {
        this.committer.lock.release();
      }
    }
    let outcome: ReturnType<GroupCommitter['run']>;
    try {
      outcome = this.committer.run(query);
    } finally {
      this.committer.lock.release();
    }
    if (outcome.wrote) await this.committer.commitSoon();
    return outcome.result as QueryResult<R>;
  }

  // biome-ignore lint/correctness/useYield: streaming is not used; Kysely's interface requires the method
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported by the SQLite group-commit driver');
  }
}

class GroupCommitDriver implements Driver {
  constructor(private readonly committer: GroupCommitter) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new GroupCommitConnection(this.committer);
  }

  async beginTransaction(connection: GroupCommitConnection, _settings: TransactionSettings): Promise<void> {
    await this.committer.lock.acquire();
    try {
      this.committer.openBatch();
      this.committer.exec(`SAVEPOINT ${TRANSACTION}`);
    } catch (error) {
      this.committer.lock.release();
      throw error;
    }
    connection.inTransaction = true;
  }

  async commitTransaction(connection: GroupCommitConnection): Promise<void> {
    connection.inTransaction = false;
    let durable: Promise<void>;
    try {
      this.committer.exec(`RELEASE ${TRANSACTION}`);
    } finally {
      durable = this.committer.transactionEnded();
      this.committer.lock.release();
    }
    await durable;
  }

  async rollbackTransaction(connection: GroupCommitConnection): Promise<void> {
    connection.inTransaction = false;
    try {
      if (this.committer.db.inTransaction) {
        this.committer.exec(`ROLLBACK TO ${TRANSACTION}`);
        this.committer.exec(`RELEASE ${TRANSACTION}`);
      }
    } finally {
      void this.committer.transactionEnded();
      this.committer.lock.release();
    }
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await this.committer.close();
  }
}

export class GroupCommitSqliteDialect extends SqliteDialect {
  readonly stats: GroupCommitStats;
  private readonly committer: GroupCommitter;

  constructor(database: SqliteDatabase.Database) {
    super({ database });
    this.committer = new GroupCommitter(database);
    this.stats = this.committer.stats;
  }

  override createDriver(): Driver {
    return new GroupCommitDriver(this.committer);
  }
}
