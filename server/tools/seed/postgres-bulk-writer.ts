import pg from 'pg';
import type { BulkTable, BulkWriter } from './bulk-writer.js';

/** Rows per statement: each column travels as one array parameter, so this is bounded by memory, not parameters. */
const ROWS_PER_STATEMENT = 10_000;

export class PostgresBulkWriter implements BulkWriter {
  private readonly client: pg.Client;

  constructor(connectionString: string) {
    this.client = new pg.Client({ connectionString });
  }

  async begin(): Promise<void> {
    await this.client.connect();
    await this.client.query('begin');
  }

  async insert(table: BulkTable, rows: readonly (readonly unknown[])[]): Promise<void> {
    const columns = table.columns.map(([name]) => `"${name}"`).join(', ');
    const arrays = table.columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
      await this.client.query({
        // Named: prepared once per connection, then only executed.
        name: `bulk_insert_${table.name}`,
        text: `insert into "${table.name}" (${columns}) select * from unnest(${arrays})`,
        values: table.columns.map((_, i) => chunk.map((row) => row[i])),
      });
    }
  }

  async dropSecondaryIndexes(table: string): Promise<string[]> {
    const { rows } = await this.client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes
       where schemaname = current_schema() and tablename = $1
         and indexname not in (select conname from pg_constraint)`,
      [table],
    );
    for (const index of rows) await this.client.query(`drop index "${index.indexname}"`);
    return rows.map((index) => index.indexdef);
  }

  async execute(statement: string): Promise<void> {
    await this.client.query(statement);
  }

  async commit(): Promise<void> {
    await this.client.query('commit');
    await this.client.query('analyze');
  }

  async rollback(): Promise<void> {
    await this.client.query('rollback');
  }

  async close(): Promise<void> {
    await this.client.end();
  }
}
