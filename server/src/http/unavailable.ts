/** Error codes of a database or Redis that is down, restarting or unreachable (network errors and PostgreSQL class 08/57P). */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);

/** The same, told only by message: pg's pool and client, and ioredis with its retries or its time used up. */
const unavailableMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /not queryable/,
  /^Connection is closed/,
  /max retries per request/i,
  /^Command timed out/,
];

/** True when a request failed because a dependency is down, not because of a bug: worth a 503, not a 500. */
export function isDependencyUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && unavailableCodes.has(code)) return true;
  if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message))) return true;
  return Array.isArray(errors) && errors.some(isDependencyUnavailable);
}
