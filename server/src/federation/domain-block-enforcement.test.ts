import { signRequest } from '@fedify/fedify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeRole } from '../admin/service.js';
import type { ApiClient } from '../test/api-client.js';
import { eventually } from '../test/eventually.js';
import { type FederatedPair, startFederatedPair } from '../test/federated-server.js';
import { Peer } from '../test/outbound-peer.js';
import { sendActivity } from '../test/send-activity.js';

const AP = { accept: 'application/activity+json' };

/** A (SQLite) and B (PostgreSQL): A's admin limits, then blocks, B's domain. */
describe('a blocked or limited server, seen from A', () => {
  let pair: FederatedPair;
  let boss: ApiClient;
  let lee: ApiClient;
  beforeAll(async () => {
    pair = await startFederatedPair('sqlite');
    boss = pair.a.client();
    const me = await boss.signup({ username: 'boss' });
    await changeRole(pair.a.app.ctx.db, me.username, true, Date.now());
    lee = pair.a.client();
    await lee.signup({ username: 'lee' });
  }, 60_000);
  afterAll(() => pair?.close());

  const bHost = () => new URL(pair.b.url).host;
  const bName = () => new URL(pair.b.url).hostname;
  const feedTexts = async (client: ApiClient) =>
    ((await client.get('/api/posts/feed')).body as { text: string }[]).map((post) => post.text);

  it('limit: a repost of its post stays out of the home feed of someone not following its author', async () => {
    const { maya, ben } = pair;
    const benOnA = (await maya.client.get(`/api/users/profile/ben@${bHost()}`)).body._id as string;
    await maya.client.post(`/api/users/follow/${benOnA}`);
    await eventually(
      async () => expect((await maya.client.get(`/api/users/profile/${benOnA}`)).body.followers).toHaveLength(1),
      30_000,
      100,
    );
    await ben.client.post('/api/posts/create', { postedBy: ben.id, text: 'Kiln day on B' });
    let onA = '';
    await eventually(
      async () => {
        const posts = (await maya.client.get(`/api/posts/user/ben@${bHost()}`)).body as { _id: string }[];
        onA = posts[0]?._id ?? '';
        expect(onA).not.toBe('');
      },
      30_000,
      100,
    );
    await lee.post(`/api/users/follow/${maya.id}`);
    expect((await maya.client.post('/api/posts/repost', { postId: onA })).status).toBe(201);
    await eventually(async () => expect(await feedTexts(lee)).toContain('Kiln day on B'), 10_000, 100);

    const limited = await boss.post('/api/admin/domain-blocks', { domain: bName(), severity: 'limit' });
    expect(limited.status).toBe(201);
    expect(await feedTexts(lee)).not.toContain('Kiln day on B');
    expect(await feedTexts(maya.client)).toContain('Kiln day on B');
    const servers = (await boss.get('/api/admin/instances')).body as { host: string }[];
    expect(servers).toContainEqual(expect.objectContaining({ host: bHost(), people: 1, severity: 'limit' }));
  }, 120_000);

  it('block: its people here are erased, its requests refused with 403, nothing is delivered to it', async () => {
    const { a, b, maya, ben } = pair;
    expect((await boss.post('/api/admin/domain-blocks', { domain: bName() })).status).toBe(200);
    const mayaFollowers = async () =>
      ((await maya.client.get(`/api/users/${maya.id}/followers`)).body as { username: string }[]).map(
        (u) => u.username,
      );
    await eventually(async () => expect(await mayaFollowers()).toEqual(['lee']), 30_000, 100);
    const bPeopleOnA = await a.app.ctx.db.selectFrom('users').select('id').where('host', '=', bHost()).execute();
    expect(bPeopleOnA).toEqual([]);

    const [benKey] = (await b.app.ctx.federation?.keys.pairsOf(ben.id)) ?? [];
    if (!benKey) throw new Error('ben has no key');
    const benActor = `${b.url}/ap/users/${ben.id}`;
    const keyId = new URL(`${benActor}#main-key`);
    const follow = JSON.stringify({
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${benActor}#follows/again`,
      type: 'Follow',
      actor: benActor,
      object: `${a.url}/ap/users/${maya.id}`,
    });
    const inboxPost = new Request(`${a.url}/ap/inbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json' },
      body: follow,
    });
    const posted = await fetch(await signRequest(inboxPost, benKey.privateKey, keyId));
    expect([posted.status, await posted.json()]).toEqual([
      403,
      { error: 'Your server is blocked here', code: 'SERVER_BLOCKED' },
    ]);
    const unsigned = await fetch(
      new Request(`${a.url}/ap/inbox`, { method: 'POST', headers: inboxPost.headers, body: follow }),
    );
    expect(unsigned.status).toBe(403);

    const actorUrl = `${a.url}/ap/users/${maya.id}`;
    const signedGet = await fetch(await signRequest(new Request(actorUrl, { headers: AP }), benKey.privateKey, keyId));
    expect([signedGet.status, await signedGet.json()]).toEqual([
      403,
      { error: 'Your server is blocked here', code: 'SERVER_BLOCKED' },
    ]);
    expect((await maya.client.get(`/api/users/profile/ben@${bHost()}`)).status).toBe(404);

    const before = await b.app.ctx.db.selectFrom('received_activities').select('id').execute();
    await maya.client.post('/api/posts/create', { postedBy: maya.id, text: `For @ben@${bHost()} only` });
    const mayaActor = `${a.url}/ap/users/${maya.id}`;
    await sendActivity(a, maya.id, `${b.url}/ap/inbox`, {
      id: `${mayaActor}#follows/blocked`,
      type: 'Follow',
      actor: mayaActor,
      object: benActor,
    });
    await eventually(
      async () =>
        expect(
          await a.app.ctx.db
            .selectFrom('jobs')
            .select('kind')
            .where('kind', 'in', ['federation.post', 'federation.deliver'])
            .execute(),
        ).toEqual([]),
      30_000,
      100,
    );
    expect(await b.app.ctx.db.selectFrom('received_activities').select('id').execute()).toEqual(before);

    // A delivery queued for a blocked server is dropped without a connection (a peer on 127.0.0.4).
    const peer = await new Peer().start('127.0.0.4');
    try {
      expect((await boss.post('/api/admin/domain-blocks', { domain: '127.0.0.4' })).status).toBe(201);
      await sendActivity(a, maya.id, peer.url('/inbox', '127.0.0.4'), {
        id: `${mayaActor}#follows/peer`,
        type: 'Follow',
        actor: mayaActor,
        object: `${peer.url('/', '127.0.0.4')}actor`,
      });
      await eventually(
        async () =>
          expect(
            await a.app.ctx.db.selectFrom('jobs').select('kind').where('kind', '=', 'federation.deliver').execute(),
          ).toEqual([]),
        30_000,
        100,
      );
      expect(peer.connections).toBe(0);
    } finally {
      await peer.close();
    }
  }, 120_000);
});
