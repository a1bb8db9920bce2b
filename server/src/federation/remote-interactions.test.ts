import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.js';
import { type FederatedPair, startFederatedPair } from '../test/federated-server.js';
import { engines } from '../test/server.js';

interface Notice {
  type: string;
  message: string;
}

describe.each(engines)('likes, reposts and quotes across servers (A on %s)', (engine) => {
  let pair: FederatedPair;
  let original: string;
  let onB: string;
  beforeAll(async () => {
    pair = await startFederatedPair(engine);
    original = (await pair.maya.client.post('/api/posts/create', { postedBy: pair.maya.id, text: 'A new mug' })).body
      ._id;
    const uri = `${pair.a.url}/ap/posts/${original}`;
    onB = await eventually(
      async () => {
        const row = await pair.b.app.ctx.db.selectFrom('posts').select('id').where('uri', '=', uri).executeTakeFirst();
        return row?.id ?? Promise.reject(new Error('not on B yet'));
      },
      30_000,
      100,
    );
  }, 90_000);
  afterAll(() => pair?.close());

  const bHost = () => new URL(pair.b.url).host;
  const onA = async () => (await pair.maya.client.get(`/api/posts/${original}`)).body;
  const told = async () => (await pair.maya.client.get('/api/notifications')).body as Notice[];

  it('our like of her post reaches her server, counted and told with the remote person as sender; unliking takes it back', async () => {
    expect((await pair.ben.client.put(`/api/posts/like/${onB}`)).body).toMatchObject({ liked: true, likesCount: 1 });
    await eventually(async () => expect((await onA()).likesCount).toBe(1), 30_000, 100);
    const like = (await told()).find((n) => n.type === 'like');
    expect(like?.message).toContain(`ben@${bHost()}`);
    expect((await pair.ben.client.put(`/api/posts/like/${onB}`)).body).toMatchObject({ liked: false });
    await eventually(async () => expect((await onA()).likesCount).toBe(0), 30_000, 100);
    expect((await told()).filter((n) => n.type === 'like')).toEqual([]);
  }, 90_000);

  it('a repost is an Announce: a repost by the remote person there, counted and told; undone, it goes', async () => {
    expect((await pair.ben.client.post('/api/posts/repost', { postId: onB })).status).toBe(201);
    await eventually(async () => expect((await onA()).repostsCount).toBe(1), 30_000, 100);
    expect((await told()).find((n) => n.type === 'repost')?.message).toContain(`ben@${bHost()}`);
    expect((await pair.ben.client.delete(`/api/posts/repost/${onB}`)).status).toBe(200);
    await eventually(async () => expect((await onA()).repostsCount).toBe(0), 30_000, 100);
  }, 90_000);

  it('a quote reaches her server as a post quoting hers', async () => {
    const quote = await pair.ben.client.post('/api/posts/repost', { postId: onB, message: 'Look at this' });
    expect(quote.status).toBe(201);
    const row = await eventually(
      async () => {
        const found = await pair.a.app.ctx.db
          .selectFrom('posts')
          .selectAll()
          .where('repost_of', '=', original)
          .where('text', '!=', '')
          .executeTakeFirst();
        return found ?? Promise.reject(new Error('quote not there yet'));
      },
      30_000,
      100,
    );
    expect(row.text).toBe('Look at this');
    expect((await pair.maya.client.get(`/api/posts/${row.id}`)).body).toMatchObject({
      repostOf: { _id: original },
      postedBy: { username: `ben@${bHost()}` },
    });
  }, 90_000);
});
