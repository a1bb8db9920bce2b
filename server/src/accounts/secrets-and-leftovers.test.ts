import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { PUSH_SEND } from '../push/jobs.js';
import { eventually } from '../test/eventually.js';
import { dataUrl, pngImage, storedMediaFiles } from '../test/media-files.js';
import { TestSubscriber } from '../test/push-service.js';
import { engines, manualClock } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { totpCode } from './totp.js';

const PASSWORD = 'correct horse battery';

/** node:http asks for compression and leaves it undone, so the headers are what went on the wire. */
function rawPost(url: string, cookie: string, body: unknown, method = 'POST') {
  const text = JSON.stringify(body ?? {});
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.request(url, {
      method,
      headers: {
        cookie,
        'accept-encoding': 'br, gzip, deflate',
        ...(method === 'POST' && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }),
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response));
    });
    request.on('error', reject);
    request.end(method === 'POST' ? text : undefined);
  });
}

describe.each(engines)('secrets in answers, and what account deletion leaves, on %s', (engine) => {
  const time = manualClock();
  const server = useTestServer(engine, { clock: time.clock, env: { RATE_LIMITS: 'off' } });

  it('a 2FA secret, recovery codes and a data export are never compressed and never stored', async () => {
    const client = server.client();
    await client.signup({ password: PASSWORD });
    const setup = await client.post('/api/users/2fa/setup');
    const answers = [
      await rawPost(`${server.url}/api/users/2fa/setup`, client.cookie, {}),
      await rawPost(`${server.url}/api/users/2fa/enable`, client.cookie, {
        code: totpCode((await client.post('/api/users/2fa/setup')).body.secret, time.clock()),
      }),
      await rawPost(`${server.url}/api/users/me/export`, client.cookie, undefined, 'GET'),
    ];
    expect(setup.status).toBe(200);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-encoding']).toBeUndefined();
    }
  });

  it('deleting an account removes its push subscriptions and queued pushes, and its group-chat images', async () => {
    const [me, bob, carol] = [server.client(), server.client(), server.client()];
    const mine = await me.signup({ password: PASSWORD });
    await bob.signup();
    const carolUser = await carol.signup();
    const device = new TestSubscriber('https://push.example.net/send/leaving').toJSON();
    expect((await me.post('/api/push/subscriptions', device)).status).toBe(201);
    const group = await bob.post('/api/messages/groups', { name: 'Trip', participantIds: [mine._id, carolUser._id] });
    expect(group.status).toBe(201);
    const before = storedMediaFiles(server.config.dataDir);
    const image = await me.post('/api/messages', {
      conversationId: group.body._id,
      message: 'the view',
      img: dataUrl(await pngImage()),
    });
    expect(image.status).toBe(201);
    const imageFiles = storedMediaFiles(server.config.dataDir).filter((file) => !before.includes(file));
    expect(imageFiles.length).toBeGreaterThan(0);
    expect((await fetch(server.url + image.body.img, { headers: { cookie: bob.cookie } })).status).toBe(200);
    const { id: subscriptionId } = await server.app.ctx.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', mine._id)
      .executeTakeFirstOrThrow();
    await carol.post(`/api/users/follow/${mine._id}`); // queues a push to my device
    const queued = () =>
      server.app.ctx.db.selectFrom('jobs').select('id').where('subject', '=', subscriptionId).executeTakeFirst();
    await eventually(async () => expect(await queued()).toBeDefined());

    expect((await me.request('DELETE', '/api/users/me', { password: PASSWORD })).status).toBe(200);

    const db = server.app.ctx.db;
    expect(await db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', mine._id).execute()).toEqual([]);
    expect(await queued()).toBeUndefined();
    const jobs = await db.selectFrom('jobs').select('payload').where('kind', '=', PUSH_SEND).execute();
    expect(jobs.filter((job) => job.payload.includes(subscriptionId))).toEqual([]);
    const left = storedMediaFiles(server.config.dataDir);
    for (const file of imageFiles) expect(left).not.toContain(file);
    expect((await fetch(server.url + image.body.img, { headers: { cookie: bob.cookie } })).status).toBe(404);
  });
});
