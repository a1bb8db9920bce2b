import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server.js';
import { connectSocket, type TestSocket } from '../test/sockets.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Starts another process of the app on the same database and Redis; resolves once it listens. */
async function startChildProcess(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '../test/cluster-member.ts')],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line).url);
    });
    child.once('exit', (code) => reject(new Error(`child exited with ${code}`)));
  });
  return { url, child };
}

describe('two processes sharing PostgreSQL and Redis', () => {
  const redisPrefix = `test-${randomBytes(6).toString('hex')}:`;
  const shared = { redisUrl, redisPrefix };
  let a: TestServer;
  let b: TestServer;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    a = await startTestServer('postgres', { config: shared, presence: { heartbeatMs: 250 } });
    b = await startTestServer('postgres', {
      config: shared,
      sharedDatabaseUrl: a.config.databaseUrl,
      presence: { heartbeatMs: 250 },
    });
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await b.close();
    await a.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  async function user(home: TestServer) {
    const client = home.client();
    const { _id } = await client.signup();
    const tab = async (on: { url: string }) => {
      const socket = await connectSocket(on.url, { cookie: client.cookie, userId: _id });
      open.push(socket);
      return socket;
    };
    return { id: _id, client, tab };
  }

  it('delivers a message sent through one process to sockets on the other', async () => {
    const alice = await user(a);
    const bob = await user(b);
    const [bobOnB, aliceOnB, aliceOnA] = await Promise.all([bob.tab(b), alice.tab(b), alice.tab(a)]);
    const res = await alice.client.request(
      'POST',
      '/api/messages',
      { message: 'across processes', recipientId: bob.id },
      { 'x-socket-id': aliceOnA.id },
    );
    expect(res.status).toBe(201);
    const isIt = (m: { _id: string }) => m._id === res.body._id;
    expect(await bobOnB.waitFor('newMessage', isIt)).toEqual(res.body);
    expect(await aliceOnB.waitFor('newMessage', isIt)).toEqual(res.body);

    bobOnB.emit('markMessagesAsSeen', { conversationId: res.body.conversationId, userId: alice.id });
    expect(await aliceOnA.waitFor('messagesSeen')).toEqual({ conversationId: res.body.conversationId });
    expect(aliceOnA.all('newMessage')).toEqual([]);
  });

  it('keeps presence global: users on either process see each other come and go', async () => {
    const alice = await user(a);
    const bob = await user(b);
    const aliceOnA = await alice.tab(a);
    const bobOnB = await bob.tab(b);
    await aliceOnA.waitFor('getOnlineUsers', (ids: string[]) => ids.includes(bob.id));
    await bobOnB.waitFor('getOnlineUsers', (ids: string[]) => ids.includes(alice.id) && ids.includes(bob.id));

    const bobOnA = await bob.tab(a);
    bobOnB.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(aliceOnA.all('getOnlineUsers').at(-1)).toContain(bob.id);
    bobOnA.close();
    await aliceOnA.waitFor('getOnlineUsers', (ids: string[]) => !ids.includes(bob.id));
  });

  it('pushes a notification created on one process to the recipient on the other', async () => {
    const bob = await user(b);
    const bobOnB = await bob.tab(b);
    a.app.ctx.events.emit('notification.created', { recipientId: bob.id, notification: { _id: 'n', message: 'hi' } });
    expect(await bobOnB.waitFor('newNotification')).toEqual({ _id: 'n', message: 'hi' });
  });

  it('withdraws the users of a process that shuts down cleanly at once, without waiting for expiry', async () => {
    const c = await startTestServer('postgres', { config: shared, sharedDatabaseUrl: a.config.databaseUrl });
    const alice = await user(a);
    const dave = await user(a);
    const aliceOnA = await alice.tab(a);
    const daveOnC = await dave.tab(c);
    await aliceOnA.waitFor('getOnlineUsers', (ids: string[]) => ids.includes(dave.id));
    const closing = Date.now();
    await c.close();
    expect(daveOnC.socket.connected).toBe(false);
    await aliceOnA.waitFor('getOnlineUsers', (ids: string[]) => !ids.includes(dave.id), 3000);
    expect(Date.now() - closing).toBeLessThan(3000);
  });

  it("forgets a killed process's users once its presence entry expires", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-child-'));
    const { url, child } = await startChildProcess({
      DATABASE_URL: a.config.databaseUrl ?? '',
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      DATA_DIR: dataDir,
    });
    try {
      const alice = await user(a);
      const carol = await user(a);
      const aliceOnA = await alice.tab(a);
      await carol.tab({ url });
      await aliceOnA.waitFor('getOnlineUsers', (ids: string[]) => ids.includes(carol.id));
      child.kill('SIGKILL');
      await aliceOnA.waitFor('getOnlineUsers', (ids: string[]) => !ids.includes(carol.id), 10_000);
      expect(aliceOnA.all('getOnlineUsers').at(-1)).toContain(alice.id);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
