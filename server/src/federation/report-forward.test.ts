import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.js';
import { type FederatedPair, startFederatedPair } from '../test/federated-server.js';
import { inboxSettled } from '../test/inbox-settled.js';
import { postText, signUp } from '../test/people.js';
import { engines } from '../test/server.js';

describe.each(engines)('reporting a remote post, also to their server (A on %s)', (engine) => {
  let pair: FederatedPair;
  beforeAll(async () => {
    pair = await startFederatedPair(engine);
  }, 120_000);
  afterAll(() => pair?.close());

  const reportsOnA = () => pair.a.app.ctx.db.selectFrom('reports').selectAll().execute();

  it('sends a Flag from our instance actor only when asked; their server files it on the post', async () => {
    const { maya, ben } = pair;
    const post = await maya.client.post('/api/posts/create', { postedBy: maya.id, text: 'Cheap pots, click here' });
    const noteId = `${pair.a.url}/ap/posts/${post.body._id}`;
    const stored = await eventually(
      async () =>
        (await pair.b.app.ctx.db.selectFrom('posts').select('id').where('uri', '=', noteId).executeTakeFirst()) ??
        Promise.reject(new Error('not yet')),
      30_000,
      100,
    );

    const kept = await ben.client.post('/api/reports', { targetType: 'user', targetId: pair.mayaOnB, reason: 'spam' });
    expect(kept.status).toBe(201);
    const sent = await ben.client.post('/api/reports', {
      targetType: 'post',
      targetId: stored.id,
      reason: 'spam',
      note: 'Selling fake pots',
      forward: true,
    });
    expect(sent.status).toBe(201);

    await eventually(async () => expect(await reportsOnA()).toHaveLength(1), 30_000, 100);
    await inboxSettled(pair.a, `${pair.a.url}/ap/users/${maya.id}`);
    const [report] = await reportsOnA();
    const reporter = await pair.a.app.ctx.db
      .selectFrom('users')
      .select('actor_uri')
      .where('id', '=', report?.reporter_id ?? '')
      .executeTakeFirst();
    expect(reporter).toEqual({ actor_uri: `${pair.b.url}/ap/users/instance` });
    expect(report).toMatchObject({
      target_type: 'post',
      target_id: post.body._id,
      target_user_id: maya.id,
      note: 'Selling fake pots',
    });
    expect(await reportsOnA()).toHaveLength(1);
  }, 90_000);

  it('refuses to send a report about one of our own people to another server, and files nothing', async () => {
    const neighbour = await signUp(pair.b);
    const local = await postText(neighbour, 'Hello from here');
    const refused = await pair.ben.client.post('/api/reports', {
      targetType: 'post',
      targetId: local,
      reason: 'spam',
      forward: true,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        error: 'Only reports about people on other servers can be sent to their server',
        code: 'REPORT_NOT_FORWARDABLE',
      },
    });
    const filed = await pair.b.app.ctx.db.selectFrom('reports').select('id').where('target_id', '=', local).execute();
    expect(filed).toEqual([]);
    const wrongType = await pair.ben.client.post('/api/reports', {
      targetType: 'post',
      targetId: local,
      reason: 'spam',
      forward: 'yes',
    });
    expect(wrongType.status).toBe(400);
  }, 30_000);
});
