import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeRole } from '../admin/service.js';
import { eventually } from '../test/eventually.js';
import { type FederatedPair, startFederatedPair } from '../test/federated-server.js';
import { inboxSettled } from '../test/inbox-settled.js';
import { signUp } from '../test/people.js';
import { engines } from '../test/server.js';

describe.each(engines)('suspending a remote account (A on %s)', (engine) => {
  let pair: FederatedPair;
  beforeAll(async () => {
    pair = await startFederatedPair(engine);
  }, 120_000);
  afterAll(() => pair?.close());

  const onB = async (uri: string) =>
    pair.b.app.ctx.db.selectFrom('posts').select('id').where('uri', '=', uri).executeTakeFirst();
  const noteOf = (id: string) => `${pair.a.url}/ap/posts/${id}`;

  it('hides their posts, takes nothing more from them while it lasts, and is lifted', async () => {
    const { maya, ben, mayaOnB } = pair;
    const boss = await signUp(pair.b);
    await changeRole(pair.b.app.ctx.db, boss.username, true, Date.now());
    const before = await maya.client.post('/api/posts/create', { postedBy: maya.id, text: 'Kiln day' });
    const stored = await eventually(
      async () => (await onB(noteOf(before.body._id))) ?? Promise.reject(new Error('not yet')),
      30_000,
      100,
    );
    expect((await ben.client.get(`/api/posts/${stored.id}`)).status).toBe(200);

    const suspended = await boss.client.post(`/api/admin/users/${mayaOnB}/suspend`, { reason: 'Spam server' });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ _id: mayaOnB, suspended: true });
    expect(await ben.client.get(`/api/posts/${stored.id}`)).toMatchObject({
      status: 404,
      body: { error: 'Post not found', code: 'POST_NOT_FOUND' },
    });
    expect((await ben.client.get(`/api/users/profile/${mayaOnB}`)).status).toBe(404);
    const feed = (await ben.client.get('/api/posts/feed')).body as { _id: string }[];
    expect(feed.map((post) => post._id)).not.toContain(stored.id);

    const during = await maya.client.post('/api/posts/create', { postedBy: maya.id, text: 'Buy pots' });
    await inboxSettled(pair.b, noteOf(during.body._id));
    expect(await onB(noteOf(during.body._id))).toBeUndefined();
    const benOnA = await maya.client.get(`/api/users/profile/ben@${new URL(pair.b.url).host}`);
    expect((await maya.client.post(`/api/users/follow/${benOnA.body._id}`)).status).toBe(200);
    await inboxSettled(pair.b, `${pair.b.url}/ap/users/${ben.id}`);
    const follows = pair.b.app.ctx.db.selectFrom('follows').select('followee_id').where('follower_id', '=', mayaOnB);
    expect(await follows.execute()).toEqual([]);

    const lifted = await boss.client.post(`/api/admin/users/${mayaOnB}/unsuspend`);
    expect(lifted.body).toMatchObject({ _id: mayaOnB, suspended: false });
    expect((await ben.client.get(`/api/posts/${stored.id}`)).status).toBe(200);
    const after = await maya.client.post('/api/posts/create', { postedBy: maya.id, text: 'Glaze day' });
    await eventually(async () => expect(await onB(noteOf(after.body._id))).toBeDefined(), 30_000, 100);
  }, 90_000);
});
