/** True when a write failed on a UNIQUE or PRIMARY KEY constraint, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The constraint or column text the engine reported, to tell which unique value clashed. */
export function violationDetail(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const { message, constraint, detail } = error as { message?: string; constraint?: string; detail?: string };
  return [message, constraint, detail].filter(Boolean).join(' ');
}

/** PostgreSQL refuses a NUL character in text (SQLSTATE 22021); SQLite stores it. A client's input, not a bug. */
export function isUnstorableText(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '22021';
}

/** True when a write named a row that is gone (a foreign key), or removed one still named, on either engine. */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
