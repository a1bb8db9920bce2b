import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { backfillVideoDimensions } from '../db/migrations/0024-video-dimensions.js';
import { formWith, testVideo } from '../test/media-files.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';

describe.each(engines)('video dimensions on post views on %s', (engine) => {
  const server = useTestServer(engine);

  async function videoPost(video: Buffer) {
    const client = server.client();
    const me = await client.signup();
    const res = await client.post(
      '/api/posts/create',
      formWith({ postedBy: me._id, text: 'clip', video: { bytes: video, name: 'clip.mp4', type: 'video/mp4' } }),
    );
    expect(res.status).toBe(201);
    return { client, post: res.body };
  }

  it.each([
    ['a landscape video', { size: '160x90' }, [160, 90]],
    ['a portrait video', { size: '90x160' }, [90, 160]],
    ['a phone video: landscape frames turned a quarter', { size: '160x90', rotate: 90 }, [90, 160]],
    ['frames turned upside down', { size: '160x90', rotate: 180 }, [160, 90]],
  ])('%s shows with its own width and height, on create and on every read', async (_name, options, [width, height]) => {
    const { client, post } = await videoPost(await testVideo(options));
    expect(post).toMatchObject({ videoWidth: width, videoHeight: height });
    const read = await client.get(`/api/posts/${post._id}`);
    expect(read.body).toMatchObject({ videoWidth: width, videoHeight: height });
  });

  it('a post without a video has none', async () => {
    const client = server.client();
    const me = await client.signup();
    const res = await client.post('/api/posts/create', { postedBy: me._id, text: 'words only' });
    expect(res.body).toMatchObject({ videoWidth: null, videoHeight: null });
  });

  it('the migration gives older video posts the size of their media row', async () => {
    const { client, post } = await videoPost(await testVideo({ size: '90x160' }));
    const db = server.app.ctx.db;
    await db.updateTable('posts').set({ video_width: null, video_height: null }).where('id', '=', post._id).execute();
    await backfillVideoDimensions(db as unknown as Kysely<unknown>);
    server.app.ctx.events.emit('posts.changed', { postIds: [post._id] });
    const read = await client.get(`/api/posts/${post._id}`);
    expect(read.body).toMatchObject({ videoWidth: 90, videoHeight: 160 });
  });
});
