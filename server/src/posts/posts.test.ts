import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaLimitMessages, mediaMessages } from '../media/messages.js';
import { dataUrl, formWith, pngImage, storedMediaFiles, svgWithScript, testVideo } from '../test/media-files.js';
import { signUp } from '../test/people.js';
import { answered, refusal } from '../test/refusal.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { postMessages } from './messages.js';

describe.each(engines)('posts on %s', (engine) => {
  const server = useTestServer(engine, { env: { MAX_IMAGE_MB: '1', MAX_VIDEO_SECONDS: '3' } });

  const user = () => signUp(server);

  it('creates a text post in the documented shape', async () => {
    const alice = await user();
    const res = await alice.client.post('/api/posts/create', { postedBy: alice.id, text: '  first post  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      postedBy: { _id: alice.id, username: alice.username, profilePic: '' },
      text: 'first post',
      img: null,
      video: null,
      posterUrl: null,
      likes: [],
      replies: [],
      likesCount: 0,
      repliesCount: 0,
      repostsCount: 0,
      repostOf: null,
      imgAlt: '',
      spoiler: '',
      editedAt: null,
      bookmarked: false,
    });
    expect(res.body._id).toMatch(/^[0-9A-Z]{26}$/);
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
    expect(JSON.stringify(res.body)).not.toMatch(/email|password/);
    const read = await alice.client.get(`/api/posts/${res.body._id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
  });

  it('creates a post with an image and a video from multipart, and the old JSON form with a data URL', async () => {
    const alice = await user();
    const video = await testVideo({ seconds: 1 });
    const res = await alice.client.post(
      '/api/posts/create',
      formWith({
        postedBy: alice.id,
        text: 'with media',
        img: { bytes: await pngImage(100, 80), name: 'a.png', type: 'image/png' },
        video: { bytes: video, name: 'clip.mp4', type: 'video/mp4' },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.img).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    expect(res.body.video).toMatch(/^\/media\/[0-9a-f]{32}\.mp4$/);
    expect(res.body.posterUrl).toMatch(/^\/media\/[0-9a-f]{32}\.poster\.webp$/);
    const image = await fetch(server.url + res.body.img);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(100);
    const range = await fetch(server.url + res.body.video, { headers: { range: 'bytes=0-9' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-type')).toBe('video/mp4');

    const json = await alice.client.post('/api/posts/create', { postedBy: alice.id, img: dataUrl(await pngImage()) });
    expect(json.status).toBe(201);
    expect(json.body.text).toBe('');
    expect(json.body.img).toMatch(/\.webp$/);
  });

  it('refuses postedBy of someone else with 403 and stores nothing', async () => {
    const alice = await user();
    const bob = await user();
    const before = storedMediaFiles(server.config.dataDir);
    const multipart = await alice.client.post(
      '/api/posts/create',
      formWith({
        postedBy: bob.id,
        text: 'impostor',
        img: { bytes: await pngImage(), name: 'a.png', type: 'image/png' },
      }),
    );
    expect(multipart.status).toBe(403);
    expect(multipart.body).toEqual(refusal(postMessages.POST_AS_SOMEONE_ELSE));
    const json = await alice.client.post('/api/posts/create', { postedBy: bob.id, text: 'impostor' });
    expect(json.status).toBe(403);
    expect(json.body).toEqual(refusal(postMessages.POST_AS_SOMEONE_ELSE));
    expect(storedMediaFiles(server.config.dataDir)).toEqual(before);
    expect((await bob.client.get(`/api/posts/user/${bob.username}`)).body).toEqual([]);
    expect((await alice.client.get(`/api/posts/user/${alice.username}`)).body).toEqual([]);
  });

  it.each([
    [{ text: 'no author' }, 400, postMessages.POSTED_BY_REQUIRED],
    [{ postedBy: 'self', text: '   ' }, 400, postMessages.POST_EMPTY],
    [{ postedBy: 'self', text: '😀'.repeat(501) }, 400, postMessages.POST_TEXT_TOO_LONG],
    [{ postedBy: 'self', text: 'x', img: 'https://example.com/a.png' }, 400, mediaMessages.DATA_URL_INVALID],
    [
      { postedBy: 'self', text: 'x', img: dataUrl(svgWithScript, 'image/svg+xml') },
      415,
      mediaMessages.IMAGE_TYPE_UNSUPPORTED,
    ],
    [{ postedBy: 'self', text: 5 }, 400, 'text must be string'],
  ])('refuses %j', async (body: Record<string, unknown>, status, error) => {
    const alice = await user();
    const payload = { ...body, ...(body.postedBy === 'self' ? { postedBy: alice.id } : {}) };
    const res = await alice.client.post('/api/posts/create', payload);
    expect(res.status).toBe(status);
    expect(res.body).toEqual(answered(error));
    expect((await alice.client.get(`/api/posts/user/${alice.username}`)).body).toEqual([]);
  });

  it('counts text in code points like the web counter: 500 emoji fit', async () => {
    const alice = await user();
    const res = await alice.client.post('/api/posts/create', { postedBy: alice.id, text: '😀'.repeat(500) });
    expect(res.status).toBe(201);
  });

  it('refuses media over the limits in a post with 413 or 400 and keeps nothing', async () => {
    const alice = await user();
    const before = storedMediaFiles(server.config.dataDir);
    const big = await sharp(Buffer.alloc(700 * 700 * 3, 1), { raw: { width: 700, height: 700, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const tooBig = await alice.client.post(
      '/api/posts/create',
      formWith({
        postedBy: alice.id,
        text: 'big',
        img: { bytes: Buffer.concat([big, Buffer.alloc(300_000)]), name: 'a.png', type: 'image/png' },
      }),
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual(refusal(mediaLimitMessages.imageTooLarge(server.config.media)));
    const long = await alice.client.post(
      '/api/posts/create',
      formWith({
        postedBy: alice.id,
        text: 'long',
        img: { bytes: await pngImage(), name: 'a.png', type: 'image/png' },
        video: { bytes: await testVideo({ seconds: 5 }), name: 'long.mp4', type: 'video/mp4' },
      }),
    );
    expect(long.status).toBe(400);
    expect(long.body).toEqual(refusal(mediaLimitMessages.videoTooLong(server.config.media)));
    expect(storedMediaFiles(server.config.dataDir)).toEqual(before);
    expect((await alice.client.get(`/api/posts/user/${alice.username}`)).body).toEqual([]);
  });
});

describe.each(engines)('post rate limit on %s', (engine) => {
  const server = useTestServer(engine);

  it('refuses the 31st post in ten minutes with 429', async () => {
    const client = server.client();
    const me = await client.signup();
    for (let i = 0; i < 30; i++) {
      expect((await client.post('/api/posts/create', { postedBy: me._id, text: `n${i}` })).status).toBe(201);
    }
    const res = await client.post('/api/posts/create', { postedBy: me._id, text: 'one too many' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      error: 'You are posting too fast. Please slow down.',
      code: 'POSTING_TOO_FAST',
    });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
