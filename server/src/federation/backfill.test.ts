import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.js';
import { type FederatedPair, startFederatedPair } from '../test/federated-server.js';
import { engines } from '../test/server.js';

describe.each(engines)(
  'posts fetched from other servers: a first follow’s outbox, a thread’s ancestors (A on %s)',
  (engine) => {
    let pair: FederatedPair;
    beforeAll(async () => {
      pair = await startFederatedPair(engine);
    }, 120_000);
    afterAll(() => pair?.close());

    it('her public posts that start a thread appear on her profile here, newest first, with their own times', async () => {
      const zoe = pair.a.client();
      const me = await zoe.signup({ name: 'Zoe', username: 'zoe' });
      const texts = ['First pot', 'Second pot', 'Third pot'];
      const ids: string[] = [];
      for (const text of texts) ids.push((await zoe.post('/api/posts/create', { postedBy: me._id, text })).body._id);
      await zoe.put(`/api/posts/reply/${ids[0]}`, { text: 'a reply, left out' });

      const host = new URL(pair.a.url).host;
      const remote = (await pair.ben.client.get(`/api/users/profile/zoe@${host}`)).body;
      expect((await pair.ben.client.post(`/api/users/follow/${remote._id}`)).body.followPending).toBe(true);
      const posts = await eventually(
        async () => {
          const page = (await pair.ben.client.get(`/api/posts/user/zoe@${host}`)).body as {
            text: string;
            createdAt: string;
          }[];
          if (page.length < 3) throw new Error(`only ${page.length} yet`);
          return page;
        },
        45_000,
        200,
      );
      expect(posts.map((p) => p.text)).toEqual([...texts].reverse());
      const onA = (await zoe.get(`/api/posts/${ids[0]}`)).body as { createdAt: string };
      expect(posts[2]?.createdAt).toBe(onA.createdAt);
    }, 90_000);

    it('a reply to a post we lack brings its thread: the missing ancestors are fetched and the reply threads under them', async () => {
      const lea = pair.a.client();
      const leaUser = await lea.signup({ name: 'Lea', username: 'lea' });
      const top = (await lea.post('/api/posts/create', { postedBy: leaUser._id, text: 'Where to buy clay?' })).body._id;
      const middle = (await lea.put(`/api/posts/reply/${top}`, { text: 'Any shop in town?' })).body._id;
      const answer = await pair.maya.client.put(`/api/posts/reply/${middle}`, { text: 'The one by the river' });
      expect(answer.status).toBe(201);
      const db = pair.b.app.ctx.db;
      const byUri = async (id: string) =>
        db.selectFrom('posts').selectAll().where('uri', '=', `${pair.a.url}/ap/posts/${id}`).executeTakeFirst();
      const reply = await eventually(
        async () => (await byUri(answer.body._id)) ?? Promise.reject(new Error('not yet')),
        30_000,
        100,
      );
      const [first, second] = [await byUri(top), await byUri(middle)];
      expect(second?.reply_to).toBe(first?.id);
      expect(reply.reply_to).toBe(second?.id);
      expect(reply.thread_root).toBe(first?.id);
      const thread = await pair.ben.client.get(`/api/posts/${second?.id}`);
      expect(thread.body).toMatchObject({ text: 'Any shop in town?', replyCount: 1 });
    }, 90_000);
  },
);
