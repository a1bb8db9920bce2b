import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.js';
import { type FederatedPair, startFederatedPair } from '../test/federated-server.js';
import { sendActivity } from '../test/send-activity.js';
import { engines } from '../test/server.js';

describe.each(engines)('moderation across servers (A on %s)', (engine) => {
  let pair: FederatedPair;
  beforeAll(async () => {
    pair = await startFederatedPair(engine);
  }, 120_000);
  afterAll(() => pair?.close());

  const mayaActor = () => `${pair.a.url}/ap/users/${pair.maya.id}`;
  const benActor = () => `${pair.b.url}/ap/users/${pair.ben.id}`;
  const toB = (activity: Record<string, unknown>) =>
    sendActivity(pair.a, pair.maya.id, `${pair.b.url}/ap/inbox`, { actor: mayaActor(), ...activity });
  const blocksOn = async (server: FederatedPair['a']) =>
    server.app.ctx.db.selectFrom('blocks').select(['blocker_id', 'blocked_id']).execute();

  it('their Block of one of ours is kept as theirs and ends the follow; their Undo takes it back', async () => {
    const block = { id: `${mayaActor()}#blocks/1`, type: 'Block', object: benActor() };
    await toB(block);
    await eventually(
      async () => expect(await blocksOn(pair.b)).toEqual([{ blocker_id: pair.mayaOnB, blocked_id: pair.ben.id }]),
      30_000,
      100,
    );
    const follows = await pair.b.app.ctx.db
      .selectFrom('follows')
      .selectAll()
      .where('follower_id', '=', pair.ben.id)
      .execute();
    expect(follows).toEqual([]);
    await toB({ id: `${mayaActor()}#blocks/1/undo`, type: 'Undo', object: { ...block, actor: mayaActor() } });
    await eventually(async () => expect(await blocksOn(pair.b)).toEqual([]), 30_000, 100);
  }, 90_000);

  it('their Flag becomes a report in our queue, by their actor, on the post it names, with their comment', async () => {
    const post = await pair.ben.client.post('/api/posts/create', { postedBy: pair.ben.id, text: 'Buy cheap pots' });
    const noteId = `${pair.b.url}/ap/posts/${post.body._id}`;
    await toB({ id: `${mayaActor()}#flags/1`, type: 'Flag', object: [benActor(), noteId], content: 'Spam, again' });
    const report = await eventually(
      async () =>
        (await pair.b.app.ctx.db.selectFrom('reports').selectAll().executeTakeFirst()) ??
        Promise.reject(new Error('no report yet')),
      30_000,
      100,
    );
    expect(report).toMatchObject({
      reporter_id: pair.mayaOnB,
      target_type: 'post',
      target_id: post.body._id,
      target_user_id: pair.ben.id,
      note: 'Spam, again',
      status: 'open',
    });
  }, 90_000);

  it('our block of a remote person is sent as a Block, and unblocking as its Undo', async () => {
    expect((await pair.ben.client.post(`/api/users/block/${pair.mayaOnB}`)).status).toBe(200);
    const benOnA = async () =>
      (await pair.a.app.ctx.db.selectFrom('users').select('id').where('actor_uri', '=', benActor()).executeTakeFirst())
        ?.id;
    await eventually(
      async () => expect(await blocksOn(pair.a)).toEqual([{ blocker_id: await benOnA(), blocked_id: pair.maya.id }]),
      30_000,
      100,
    );
    expect((await pair.ben.client.post(`/api/users/block/${pair.mayaOnB}`)).status).toBe(200);
    await eventually(async () => expect(await blocksOn(pair.a)).toEqual([]), 30_000, 100);
  }, 90_000);
});
