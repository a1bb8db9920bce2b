import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillImageDimensions } from '../db/migrations/0055-image-dimensions.js';
import { formWith, pngImage } from '../test/media-files.js';
import { engines, startTestServer, type TestServer } from '../test/server.js';

describe.each(engines)('image dimensions on post views on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  async function imagePost(width: number, height: number) {
    const client = server.client();
    const me = await client.signup();
    const image = await pngImage(width, height);
    const res = await client.post(
      '/api/posts/create',
      formWith({ postedBy: me._id, text: 'photo', img: { bytes: image, name: 'p.png', type: 'image/png' } }),
    );
    expect(res.status).toBe(201);
    return { client, me, post: res.body };
  }

  it.each([
    ['a portrait image', 60, 90],
    ['a landscape image', 191, 100],
  ])('%s shows with its own width and height, on create, on every read and in a plain repost', async (_n, w, h) => {
    const { client, me, post } = await imagePost(w, h);
    expect(post).toMatchObject({ imgWidth: w, imgHeight: h });
    expect((await client.get(`/api/posts/${post._id}`)).body).toMatchObject({ imgWidth: w, imgHeight: h });
    const other = server.client();
    await other.signup();
    const repost = await other.post('/api/posts/repost', { postId: post._id, message: '' });
    expect(repost.status).toBe(201);
    expect(repost.body).toMatchObject({ imgWidth: w, imgHeight: h, repostOf: { imgWidth: w, imgHeight: h } });
    const list = await client.get(`/api/posts/user/${me.username}`);
    expect(list.body[0]).toMatchObject({ imgWidth: w, imgHeight: h });
  });

  it('a post without an image has none', async () => {
    const client = server.client();
    const me = await client.signup();
    const res = await client.post('/api/posts/create', { postedBy: me._id, text: 'words only' });
    expect(res.body).toMatchObject({ imgWidth: null, imgHeight: null });
  });

  it('the migration gives older image posts the size of their media row', async () => {
    const { client, post } = await imagePost(40, 50);
    const db = server.app.ctx.db;
    await db.updateTable('posts').set({ img_width: null, img_height: null }).where('id', '=', post._id).execute();
    await backfillImageDimensions(db as unknown as Kysely<unknown>);
    server.app.ctx.events.emit('posts.changed', { postIds: [post._id] });
    expect((await client.get(`/api/posts/${post._id}`)).body).toMatchObject({ imgWidth: 40, imgHeight: 50 });
  });
});
