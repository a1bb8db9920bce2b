/**
 * What the tools beside the server (bench/, e2e/) use of it, in one place: they import
 * `@threads/server/test-support`, never deep paths into server/src.
 */
export { totpCode } from './accounts/totp.js';
export { hashToken, newSessionToken } from './auth/tokens.js';
export { newId } from './db/ids.js';
export { createDatabase, openSqlite } from './db/kysely.js';
export type { Db } from './db/schema.js';
export { SYNTHETIC_PASSWORD, syntheticUsername } from './seed/synthetic.js';
export { freePort } from './test/free-port.js';
export { type Mailbox, type ReceivedMail, startMailbox } from './test/mailbox.js';
