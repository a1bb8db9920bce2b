/** A column and its PostgreSQL type (used to pass a whole column as one typed array). */
export type BulkColumn = readonly [name: string, pgType: 'varchar' | 'text' | 'bigint' | 'integer'];

export interface BulkTable {
  name: string;
  columns: readonly BulkColumn[];
}

/**
 * Loads many rows fast, in one transaction: multi-row prepared inserts, with a table's secondary
 * indexes dropped while it fills and rebuilt once at the end (a sorted build instead of millions of
 * random B-tree inserts). Implemented per engine; the row values are the same.
 */
export interface BulkWriter {
  begin(): Promise<void>;
  insert(table: BulkTable, rows: readonly (readonly unknown[])[]): Promise<void>;
  /** Drops the table's indexes that no constraint needs and returns the statements that rebuild them. */
  dropSecondaryIndexes(table: string): Promise<string[]>;
  execute(statement: string): Promise<void>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
  close(): Promise<void>;
}

export const usersTable: BulkTable = {
  name: 'users',
  columns: [
    ['id', 'varchar'],
    ['username', 'varchar'],
    ['email', 'varchar'],
    ['name', 'varchar'],
    ['name_lower', 'varchar'],
    ['bio', 'varchar'],
    ['profile_pic', 'varchar'],
    ['password_hash', 'varchar'],
    ['is_frozen', 'integer'],
    ['created_at', 'bigint'],
    ['updated_at', 'bigint'],
  ],
};

export const postsTable: BulkTable = {
  name: 'posts',
  columns: [
    ['id', 'varchar'],
    ['author_id', 'varchar'],
    ['text', 'text'],
    ['created_at', 'bigint'],
  ],
};

export const followsTable: BulkTable = {
  name: 'follows',
  columns: [
    ['follower_id', 'varchar'],
    ['followee_id', 'varchar'],
    ['created_at', 'bigint'],
  ],
};
