import type SqliteDatabase from 'better-sqlite3';
import { openSqlite } from '../../src/db/kysely.js';
import type { BulkTable, BulkWriter } from './bulk-writer.js';

/** SQLite allows 32766 parameters per statement; 500 rows keeps every table well below that. */
const ROWS_PER_STATEMENT = 500;

export class SqliteBulkWriter implements BulkWriter {
  private readonly db: SqliteDatabase.Database;
  private readonly statements = new Map<string, SqliteDatabase.Statement>();

  constructor(file: string) {
    this.db = openSqlite(file);
    // A large page cache for the load only (negative = KiB); the server keeps its own settings.
    this.db.pragma('cache_size = -1048576');
    this.db.pragma('temp_store = MEMORY');
  }

  private statement(table: BulkTable, rows: number): SqliteDatabase.Statement {
    const key = `${table.name}:${rows}`;
    let statement = this.statements.get(key);
    if (!statement) {
      const tuple = `(${table.columns.map(() => '?').join(', ')})`;
      const columns = table.columns.map(([name]) => `"${name}"`).join(', ');
      statement = this.db.prepare(
        `insert into "${table.name}" (${columns}) values ${Array(rows).fill(tuple).join(', ')}`,
      );
      this.statements.set(key, statement);
    }
    return statement;
  }

  async begin(): Promise<void> {
    this.db.exec('BEGIN IMMEDIATE');
  }

  async insert(table: BulkTable, rows: readonly (readonly unknown[])[]): Promise<void> {
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
      this.statement(table, chunk.length).run(chunk.flat());
    }
  }

  async dropSecondaryIndexes(table: string): Promise<string[]> {
    // Indexes behind PRIMARY KEY and UNIQUE constraints have no SQL of their own and stay.
    const indexes = this.db
      .prepare("select name, sql from sqlite_master where type = 'index' and tbl_name = ? and sql is not null")
      .all(table) as { name: string; sql: string }[];
    for (const index of indexes) this.db.exec(`drop index "${index.name}"`);
    return indexes.map((index) => index.sql);
  }

  async execute(statement: string): Promise<void> {
    this.db.exec(statement);
  }

  /**
   * No ANALYZE: the server never runs it, so the dataset is planned as a real deployment's would be;
   * and SQLite's statistics count an all-NULL column (posts.repost_of) as one value shared by every row,
   * which turns the repost-count lookup into a scan of users.
   */
  async commit(): Promise<void> {
    this.db.exec('COMMIT');
  }

  async rollback(): Promise<void> {
    if (this.db.inTransaction) this.db.exec('ROLLBACK');
  }

  async close(): Promise<void> {
    this.db.pragma('wal_checkpoint(TRUNCATE)');
    this.db.close();
  }
}
