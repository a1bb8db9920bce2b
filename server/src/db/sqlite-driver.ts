import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

/** The Node.js major version below which better-sqlite3 13 crashes (a segfault on Node 20). */
const NODE_API_BUILD_FROM = 22;

/**
 * better-sqlite3, in the build that runs on this Node.js: 13 (Node-API, its prebuilt binary ships in the
 * package) on Node 22 and later; 12 (the `better-sqlite3-node20` alias, built from source) on Node 20, where
 * 13 segfaults. 12 cannot serve Node 24: built against Node ≥ 24.19 headers, its statements abort the process
 * when a garbage collection finalizes them outside JavaScript (nodejs/node#65446). Every module opening SQLite
 * takes it from here, never from 'better-sqlite3' directly.
 */
export const SqliteDatabase: typeof BetterSqlite3 =
  Number(process.versions.node.split('.')[0]) >= NODE_API_BUILD_FROM
    ? require('better-sqlite3')
    : require('better-sqlite3-node20');
