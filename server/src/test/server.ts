import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app.js';
import { sqliteFile } from '../backup/paths.js';
import { type Config, loadConfig } from '../config.js';
import type { Engine } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import type { PresenceTiming } from '../realtime/presence.js';
import { ApiClient } from './api-client.js';
import { createTestDatabase } from './database.js';
import { migratedSqliteTemplate } from './migrated-template.js';

/**
 * Every data-layer and API test runs once per engine. TEST_ENGINES (comma-separated) narrows that to some of them,
 * for a second pass of the suite whose difference from the first is not in the database (.ci/node24-server-tests).
 */
export const engines: Engine[] = testEngines(process.env.TEST_ENGINES);

function testEngines(list: string | undefined): Engine[] {
  const all: Engine[] = ['sqlite', 'postgres'];
  if (!list) return all;
  const chosen = list.split(',').map((name) => name.trim());
  const unknown = chosen.filter((name) => !all.includes(name as Engine));
  if (unknown.length > 0) throw new Error(`TEST_ENGINES: unknown engine ${unknown.join(', ')}`);
  return all.filter((engine) => chosen.includes(engine));
}

export interface TestServer {
  app: FastifyInstance;
  url: string;
  config: Config;
  client: () => ApiClient;
  /** A client at another network address (`X-Forwarded-For`: the server must run with TRUST_PROXY=true). */
  clientAt: (address: string) => ApiClient;
  close: () => Promise<void>;
}

/** A controllable clock for rules that depend on time (expiry, windows): tests move it, never sleep. */
export function manualClock(start = Date.now()) {
  let now = start;
  const clock: Clock = () => now;
  return {
    clock,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/**
 * A real server on a real port, over a fresh SQLite file or a fresh PostgreSQL database.
 * `sharedDatabaseUrl` makes a second process of the same app: it uses another test server's
 * PostgreSQL database and leaves dropping it to that server.
 */
export async function startTestServer(
  engine: Engine,
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    config?: Partial<Config>;
    presence?: Partial<PresenceTiming>;
    lastSeenFlushMs?: AppOptions['lastSeenFlushMs'];
    onRoute?: AppOptions['onRoute'];
    sharedDatabaseUrl?: string;
    /** Where to listen (default: a free port on 127.0.0.1); federation tests use 127.0.0.2 and .3 with a fixed port. */
    listen?: { host: string; port: number };
  } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-test-'));
  const database =
    engine === 'postgres' && !options.sharedDatabaseUrl ? await createTestDatabase({ migrated: true }) : undefined;
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env }),
    databaseUrl: options.sharedDatabaseUrl ?? database?.url,
    webDistDir: path.join(dataDir, 'no-web-build'),
    ...options.config,
  };
  // A SQLite file of its own (not one a test made in its own data folder) starts migrated too.
  if (!config.databaseUrl && config.dataDir === dataDir) {
    fs.copyFileSync(await migratedSqliteTemplate(), sqliteFile(config), fs.constants.COPYFILE_EXCL);
  }
  const { clock, presence, lastSeenFlushMs, onRoute } = options;
  const app = await buildApp(config, { clock, presence, lastSeenFlushMs, onRoute });
  const listen = options.listen ?? { host: '127.0.0.1', port: 0 };
  await app.listen(listen);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://${listen.host}:${port}`;
  return {
    app,
    url,
    config,
    client: () => new ApiClient(url),
    clientAt: (address) => new ApiClient(url, { 'x-forwarded-for': address }),
    // The data goes even when closing fails (a test that broke Redis or the database on purpose).
    close: async () => {
      try {
        await app.close();
      } finally {
        await database?.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
