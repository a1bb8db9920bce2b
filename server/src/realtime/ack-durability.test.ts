import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../db/kysely.js';
import { ApiClient } from '../test/api-client.js';
import { startAppProcess } from '../test/app-process.js';
import { createTestDatabase } from '../test/database.js';
import { engines } from '../test/server.js';
import { connectSocket } from '../test/sockets.js';

const SENT = 40;
const KILL_AFTER_ACKS = 10;

describe.each(engines)('sendMessage acknowledgements on %s', (engine) => {
  it('loses no acknowledged message when the server is killed (SIGKILL) right after an ack', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-ack-'));
    const database = engine === 'postgres' ? await createTestDatabase() : undefined;
    const app = await startAppProcess({ DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) });
    try {
      const alice = new ApiClient(app.url);
      const bob = new ApiClient(app.url);
      await alice.signup();
      const bobId = (await bob.signup())._id;
      const socket = await connectSocket(app.url, { cookie: alice.cookie });

      const acked: string[] = [];
      let killing: Promise<void> | undefined;
      await new Promise<void>((resolve) => {
        for (let i = 0; i < SENT; i++) {
          socket.socket.emit(
            'sendMessage',
            { message: `m${i}`, recipientId: bobId },
            (ack: { message?: { _id: string } }) => {
              if (killing || !ack.message) return;
              acked.push(ack.message._id);
              if (acked.length === KILL_AFTER_ACKS) {
                killing = app.kill();
                resolve();
              }
            },
          );
        }
      });
      await killing;
      socket.close();

      const { db } = createDatabase({ databaseUrl: database?.url, dataDir });
      const stored = await db.selectFrom('messages').select('id').where('id', 'in', acked).execute();
      await db.destroy();
      expect(stored.map((row) => row.id).sort()).toEqual([...acked].sort());
    } finally {
      await app.kill();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
