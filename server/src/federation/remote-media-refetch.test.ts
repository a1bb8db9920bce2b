import { describe, expect, it } from 'vitest';
import { useInteropWorld } from '../test/interop-world.js';
import { engines } from '../test/server.js';
import { sweepRemoteMedia } from './remote-media.js';

const IMAGE_PATH = '/fileserver/01F8MH17FWEB39HZJ76B6VXSKF/attachment/original/01F8MH6NEM8D7527KZAECTCR76.jpg';

/**
 * A remote post's image copied here expires after REMOTE_MEDIA_RETENTION_DAYS; asked for again, it is fetched
 * again from the fake server on loopback (OUTBOUND_ALLOW_LOOPBACK), once for many requests at a time.
 */
describe.each(engines)('expired copies of remote media fetched again on demand (%s)', (engine) => {
  const world = useInteropWorld(engine);

  const expire = async (key: string) => {
    const { ctx } = world.server.app;
    const old = ctx.clock() - (ctx.config.federation.remoteMediaRetentionDays + 1) * 24 * 60 * 60_000;
    await ctx.db.updateTable('media').set({ created_at: old }).where('file_name', '=', key).execute();
    await sweepRemoteMedia(ctx);
    expect(await ctx.media.store.size(key)).toBeNull();
  };

  it('fetches an expired copy again once for concurrent requests; a failed fetch answers 404 and keeps the post', async () => {
    await world.deliver('gotosocial-note-attachment-cw', 'peertube');
    const noteId = (world.fixture('gotosocial-note-attachment-cw').object as { id: string }).id;
    const postId = await world.storedPost(noteId);
    const shown = (await world.maya.client.get(`/api/posts/${postId}`)).body;
    const key = (shown.img as string).slice('/media/'.length);
    const { ctx } = world.server.app;
    const source = await ctx.db
      .selectFrom('remote_media_sources')
      .selectAll()
      .where('file_name', '=', key)
      .executeTakeFirstOrThrow();
    expect(source).toMatchObject({ post_id: postId, kind: 'image', source_url: `${world.remote.origin}${IMAGE_PATH}` });

    await expire(key);
    const fetchesBefore = world.remote.fetched.filter((path) => path === IMAGE_PATH).length;
    const answers = await Promise.all([1, 2, 3, 4].map(() => fetch(new URL(shown.img, world.server.url))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((a) => a.headers.get('content-type'))).toEqual(Array(4).fill('image/webp'));
    expect(world.remote.fetched.filter((path) => path === IMAGE_PATH).length).toBe(fetchesBefore + 1);
    const copy = await ctx.db.selectFrom('media').selectAll().where('file_name', '=', key).executeTakeFirstOrThrow();
    // Processed like the first time: re-encoded, and the blurhash its server sent kept.
    expect(copy).toMatchObject({ kind: 'image', mime: 'image/webp', blurhash: 'LIIE|gRj00WB-;j[t7j[4nWBj[Rj' });

    // Their server no longer has it: a clear 404, and the post reads as before.
    await expire(key);
    world.remote.unserve(IMAGE_PATH);
    const gone = await fetch(new URL(shown.img, world.server.url));
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ code: 'REMOTE_MEDIA_UNAVAILABLE', error: expect.any(String) });
    const post = await world.maya.client.get(`/api/posts/${postId}`);
    expect(post.status).toBe(200);
    expect(post.body).toMatchObject({ img: shown.img, imgAlt: shown.imgAlt });

    // A name that is no copy of anything is the usual 404, and nothing is fetched for it.
    const unknown = await fetch(new URL('/media/0123456789abcdef0123456789abcdef.webp', world.server.url));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'MEDIA_NOT_FOUND' });
  }, 90_000);

  it('a deleted post’s expired copy is not fetched again', async () => {
    const { ctx } = world.server.app;
    const source = await ctx.db.selectFrom('remote_media_sources').selectAll().executeTakeFirstOrThrow();
    await ctx.db.updateTable('posts').set({ deleted_at: ctx.clock() }).where('id', '=', source.post_id).execute();
    const answer = await fetch(new URL(`/media/${source.file_name}`, world.server.url));
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ code: 'MEDIA_NOT_FOUND' });
  });

  it('a copy stored before sources were kept is taken off its post by the sweep', async () => {
    await world.deliver('mastodon-note-attachment', 'misskey-draft');
    const noteId = (world.fixture('mastodon-note-attachment').object as { id: string }).id;
    const postId = await world.storedPost(noteId);
    const { ctx } = world.server.app;
    const post = await ctx.db.selectFrom('posts').selectAll().where('id', '=', postId).executeTakeFirstOrThrow();
    await ctx.db.deleteFrom('remote_media_sources').where('post_id', '=', postId).execute();
    const old = ctx.clock() - (ctx.config.federation.remoteMediaRetentionDays + 1) * 24 * 60 * 60_000;
    await ctx.db.updateTable('posts').set({ created_at: old }).where('id', '=', postId).execute();
    await sweepRemoteMedia(ctx);
    const after = await ctx.db.selectFrom('posts').selectAll().where('id', '=', postId).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ img: null, img_alt: '' });
    expect(await ctx.media.store.size((post.img as string).slice('/media/'.length))).toBeNull();
  });
});
