import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashToken, newId, newSessionToken, openSqlite } from '@threads/server/test-support';
import {
  freePort,
  SERVER_ALLOCATOR_ENV,
  SERVER_NODE_FLAGS,
  spawnTs,
  stopProcess,
  waitForHttp,
} from '../lib/processes.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface BenchUser {
  id: string;
  cookie: string;
}

export interface AppServer {
  url: string;
  pid: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The real server (`server/src/main.ts`) on SQLite in a throwaway data directory, rate limits off; `nodeOptions`
 * such as --cpu-prof; `root` is another build's checkout (`--against`).
 */
export async function startAppServer(
  nodeOptions: string[] = [],
  root = repoRoot,
): Promise<AppServer & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-bench-chat-'));
  const port = await freePort();
  const child = spawnTs(
    path.join(root, 'server/src/main.ts'),
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'error',
      ...SERVER_ALLOCATOR_ENV,
    },
    root,
    [...SERVER_NODE_FLAGS, ...nodeOptions],
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`);
  return {
    url,
    dataDir,
    pid: child.pid ?? 0,
    process: child,
    async stop() {
      await stopProcess(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Creates users with a live session each, straight in the database: signing up thousands of users
 * through the API would spend minutes in password hashing, which is not what this measures.
 */
export function seedUsers(dataDir: string, count: number): BenchUser[] {
  const sqlite = openSqlite(path.join(dataDir, 'app.db'));
  const insertUser = sqlite.prepare(
    `insert into users (id, username, email, name, name_lower, bio, profile_pic, password_hash, is_frozen, created_at, updated_at)
     values (?, ?, ?, ?, ?, '', '', 'bench-user-cannot-log-in', 0, ?, ?)`,
  );
  const insertSession = sqlite.prepare(
    'insert into sessions (token_hash, user_id, created_at, expires_at) values (?, ?, ?, ?)',
  );
  const now = Date.now();
  const users: BenchUser[] = [];
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++) {
      const id = newId();
      const username = `bench${i}`;
      insertUser.run(id, username, `${username}@bench.invalid`, `Bench ${i}`, `bench ${i}`, now, now);
      const token = newSessionToken();
      insertSession.run(hashToken(token), id, now, now + 24 * 60 * 60 * 1000);
      users.push({ id, cookie: `session=${token}` });
    }
  })();
  sqlite.close();
  return users;
}
