import { isBlurhashValid } from 'blurhash';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillImageBlurhashes } from '../db/migrations/0056-post-image-blurhash.js';
import { postWithImage, signUp } from '../test/people.js';
import { engines, startTestServer, type TestServer } from '../test/server.js';

describe.each(engines)("an image's BlurHash on post views on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  async function imagePost() {
    const me = await signUp(server);
    const post = (await me.client.get(`/api/posts/${await postWithImage(me, 'photo')}`)).body;
    const media = await server.app.ctx.db
      .selectFrom('media')
      .select('blurhash')
      .where('file_name', '=', String(post.img).replace('/media/', ''))
      .executeTakeFirstOrThrow();
    return { me, post, blurhash: media.blurhash };
  }

  it("an uploaded image's post carries its media's BlurHash on every read and in a plain repost", async () => {
    const { me, post, blurhash } = await imagePost();
    expect(isBlurhashValid(String(blurhash))).toEqual({ result: true });
    expect(post.imgBlurhash).toBe(blurhash);
    expect((await me.client.get(`/api/posts/user/${me.username}`)).body[0].imgBlurhash).toBe(blurhash);
    const other = server.client();
    await other.signup();
    const repost = await other.post('/api/posts/repost', { postId: post._id, message: '' });
    expect(repost.status).toBe(201);
    expect(repost.body).toMatchObject({ imgBlurhash: blurhash, repostOf: { imgBlurhash: blurhash } });
  });

  it('a post without an image has none', async () => {
    const client = server.client();
    const me = await client.signup();
    const res = await client.post('/api/posts/create', { postedBy: me._id, text: 'words only' });
    expect(res.body.imgBlurhash).toBeNull();
  });

  it('the migration gives older image posts their media row’s BlurHash', async () => {
    const { me, post, blurhash } = await imagePost();
    const db = server.app.ctx.db;
    await db.updateTable('posts').set({ img_blurhash: null }).where('id', '=', post._id).execute();
    await backfillImageBlurhashes(db as unknown as Kysely<unknown>);
    server.app.ctx.events.emit('posts.changed', { postIds: [post._id] });
    expect((await me.client.get(`/api/posts/${post._id}`)).body.imgBlurhash).toBe(blurhash);
  });
});
