import type { AddressInfo, Socket } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestPushService, TestSubscriber } from '../test/push-service.js';
import { engines, manualClock, startTestServer, type TestServer } from '../test/server.js';
import { MAX_SUBSCRIPTIONS_PER_USER } from './service.js';
import { DROP_FAILING_AFTER_MS } from './worker.js';

/** A "push service" that takes connections and never answers: every send to it hangs until its timeout. */
async function blackHole(host: string) {
  const sockets: Socket[] = [];
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    sockets.push(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    origin: `http://${host}:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.each(engines)('no subscriber can slow another on %s', (engine) => {
  let server: TestServer;
  let pushService: TestPushService;
  let hole: Awaited<ReturnType<typeof blackHole>>;
  const time = manualClock();

  beforeAll(async () => {
    pushService = await TestPushService.start();
    hole = await blackHole('127.0.0.2');
    server = await startTestServer(engine, { clock: time.clock, env: { OUTBOUND_ALLOW_LOOPBACK: 'on' } });
  });
  afterAll(async () => {
    await server.close();
    await pushService.close();
    await hole.close();
  });

  it(`twenty black-hole subscriptions do not hold up a victim's push (within 2 s, or 4x a busy machine's quiet push)`, async () => {
    const attacker = server.clientAt('198.51.100.30');
    const attackerMe = await attacker.signup();
    for (let i = 0; i < MAX_SUBSCRIPTIONS_PER_USER; i++) {
      const device = new TestSubscriber(`${hole.origin}/push/${i}`).toJSON();
      expect((await attacker.post('/api/push/subscriptions', device)).status).toBe(201);
    }
    const sidekick = server.clientAt('198.51.100.31');
    await sidekick.signup();
    const victim = server.clientAt('203.0.113.30');
    const victimMe = await victim.signup();
    const victimDevice = pushService.subscriber();
    expect((await victim.post('/api/push/subscriptions', victimDevice.toJSON())).status).toBe(201);
    const friend = server.clientAt('203.0.113.31');
    await friend.signup();
    /** How long after the friend writes to the victim the victim's device has the `index`th push. */
    const pushDelay = async (message: string, index: number) => {
      const sent = Date.now();
      expect((await friend.post('/api/messages', { recipientId: victimMe._id, message })).status).toBe(201);
      await pushService.acceptedPush(victimDevice, index);
      return Date.now() - sent;
    };
    // The same push before any send hangs: this machine's quiet figure.
    const quiet = await pushDelay('lunch?', 0);

    // The attacker's second account writes to the first at the allowed rate: 20 hanging sends per message.
    for (let i = 0; i < 5; i++) {
      expect((await sidekick.post('/api/messages', { recipientId: attackerMe._id, message: `ping ${i}` })).status).toBe(
        201,
      );
    }
    await pushService.waitFor(() => (hole.connections() > 0 ? true : undefined));
    const delay = await pushDelay('dinner?', 1);
    console.info(`victim's push after ${delay} ms beside 100 hanging sends, ${quiet} ms before them`);
    // Held behind the hanging sends it would wait for their 5 s timeout. Other processes on a busy machine's
    // cores stretch every push alike, the quiet one too.
    expect(delay).toBeLessThan(Math.max(2_000, 4 * quiet));
  });

  it('drops a subscription whose pushes have failed for days', async () => {
    const alice = server.clientAt('203.0.113.40');
    const aliceMe = await alice.signup();
    const failing = pushService.subscriber();
    const path = new URL(failing.endpoint).pathname;
    pushService.answers.set(path, Array(20).fill(503));
    expect((await alice.post('/api/push/subscriptions', failing.toJSON())).status).toBe(201);
    const bob = server.clientAt('203.0.113.41');
    await bob.signup();
    const rows = () =>
      server.app.ctx.db
        .selectFrom('push_subscriptions')
        .select(['id', 'failing_since'])
        .where('user_id', '=', aliceMe._id)
        .execute();

    await bob.post(`/api/users/follow/${aliceMe._id}`);
    const marked = await pushService.waitFor(async () => (await rows())[0]?.failing_since ?? undefined);
    expect(marked).toBe(time.clock());
    time.advance(DROP_FAILING_AFTER_MS);
    await pushService.waitFor(async () => ((await rows()).length === 0 ? true : undefined), 15_000);
  });
});
