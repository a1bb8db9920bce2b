/**
 * What the tools beside the server (server/tools/, bench/, e2e/) use of it, in one place: they import
 * `@threads/server/test-support`, never deep paths into server/src.
 */

export { SYNTHETIC_PASSWORD, syntheticUsername } from '../tools/seed/synthetic.js';
export { totpCode } from './accounts/totp.js';
export { hashToken, newSessionToken } from './auth/tokens.js';
export { newId } from './db/ids.js';
export { createDatabase, openSqlite } from './db/kysely.js';
export type { Db } from './db/schema.js';
export { SqliteDatabase } from './db/sqlite-driver.js';
export { FANOUT_POST } from './feed/fanout-jobs.js';
export { ApiClient } from './test/api-client.js';
export { type AppProcess, startAppProcess } from './test/app-process.js';
export { bundled } from './test/child-server.js';
export { createTestDatabase } from './test/database.js';
export { eventually } from './test/eventually.js';
export { freePort } from './test/free-port.js';
export { type Mailbox, type ReceivedMail, startMailbox } from './test/mailbox.js';
export { formWith, pngImage } from './test/media-files.js';
export {
  type PrivatePostgres,
  type PrivateRedis,
  startPrivatePostgres,
  startPrivateRedis,
} from './test/private-services.js';
export { engines, startTestServer, type TestServer } from './test/server.js';
export { connectSocket, pause, type TestSocket } from './test/sockets.js';
