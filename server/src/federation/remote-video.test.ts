import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.js';
import { type FederatedPair, startFederatedPair } from '../test/federated-server.js';
import { formWith, testVideo } from '../test/media-files.js';
import { engines } from '../test/server.js';

/** Issue 37 item 2: a remote video is copied here and processed like an upload (checked, given a poster). */
describe.each(engines)('a video from a person followed here (A on %s)', (engine) => {
  let pair: FederatedPair;
  beforeAll(async () => {
    pair = await startFederatedPair(engine);
  });
  afterAll(() => pair?.close());

  it('is copied to B through the outbound module with its poster, size and content warning, and served by B', async () => {
    const { maya, ben } = pair;
    const video = { bytes: await testVideo({ size: '160x90' }), name: 'wheel.mp4', type: 'video/mp4' };
    const form = formWith({ postedBy: maya.id, text: 'On the wheel', spoiler: 'Clay everywhere', video });
    const created = await maya.client.post('/api/posts/create', form);
    expect(created.status).toBe(201);
    const uri = `${pair.a.url}/ap/posts/${created.body._id}`;
    const stored = await eventually(
      async () =>
        (await pair.b.app.ctx.db.selectFrom('posts').selectAll().where('uri', '=', uri).executeTakeFirst()) ??
        Promise.reject(new Error('not yet')),
      60_000,
      100,
    );
    expect(stored).toMatchObject({ author_id: pair.mayaOnB, video_width: 160, video_height: 90 });
    // B's own copies, never A's addresses.
    expect(stored.video).toMatch(/^\/media\/.+/);
    expect(stored.poster).toMatch(/^\/media\/.+/);
    expect(stored.video).not.toBe(created.body.video);

    const clip = await fetch(`${pair.b.url}${stored.video}`);
    expect(clip.status).toBe(200);
    expect(clip.headers.get('content-type')).toMatch(/^video\//);
    const poster = await fetch(`${pair.b.url}${stored.poster}`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toMatch(/^image\//);

    expect((await ben.client.get(`/api/posts/${stored.id}`)).body).toMatchObject({
      text: 'On the wheel',
      spoiler: 'Clay everywhere',
      video: stored.video,
      posterUrl: stored.poster,
      videoWidth: 160,
      videoHeight: 90,
    });
  }, 120_000);
});
