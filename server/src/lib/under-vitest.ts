/**
 * True inside the test suite: vitest sets VITEST, and the app processes a test starts inherit it. It only cuts
 * costs a test's data never needs (password hashing's work factor, actor key size, SQLite's fsyncs); production
 * never sets it.
 */
export const underVitest = Boolean(process.env.VITEST);
