import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUrl, formWith, noisyPng, pngImage, storedMediaKeys } from '../test/media-files.js';
import { refusal } from '../test/refusal.js';
import { startTestS3, type TestS3 } from '../test/s3-server.js';
import { engines, startTestServer, type TestServer } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { mediaLimitMessages, mediaMessages } from './messages.js';

async function get(server: TestServer, url: string, cookie?: string, headers: Record<string, string> = {}) {
  return fetch(server.url + url, { headers: { ...headers, ...(cookie ? { cookie } : {}) }, redirect: 'manual' });
}

describe.each(engines)('private media on %s', (engine) => {
  const server = useTestServer(engine);

  async function person() {
    const client = server.client();
    const user = await client.signup();
    return { client, id: user._id as string };
  }

  async function chatImage() {
    const alice = await person();
    const bob = await person();
    const res = await alice.client.post('/api/messages', { recipientId: bob.id, img: dataUrl(await pngImage()) });
    expect(res.status).toBe(201);
    return { alice, bob, url: res.body.img as string };
  }

  it('serves a chat image to the sender and the recipient only, never as public media', async () => {
    const { alice, bob, url } = await chatImage();
    expect(url).toMatch(/^\/media\/private\/[0-9a-f]{32}\.webp$/);
    for (const member of [alice, bob]) {
      const res = await get(server, url, member.client.cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toMatch(/^private\b/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain('sandbox');
    }
    const part = await get(server, url, bob.client.cookie, { range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(10);

    const stranger = await person();
    const refused = await get(server, url, stranger.client.cookie);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual(refusal(mediaMessages.MEDIA_NOT_FOUND));
    const visitor = await get(server, url);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({
      error: 'You must be logged in',
      code: 'LOGIN_REQUIRED',
    });
    const asPublic = await get(server, url.replace('/private/', '/'), stranger.client.cookie);
    expect(asPublic.status).toBe(404);
    const encoded = await get(server, url.replace('/private/', '/private%2F'), stranger.client.cookie);
    expect(encoded.status).toBe(404);
  });

  it('answers a missing private file like someone else’s', async () => {
    const { alice } = await chatImage();
    const res = await get(server, `/media/private/${'0'.repeat(32)}.webp`, alice.client.cookie);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(refusal(mediaMessages.MEDIA_NOT_FOUND));
  });
});

describe.each(engines)('storage quota on %s', (engine) => {
  const server = useTestServer(engine, { env: { MEDIA_QUOTA_MB: '1' } });

  it('refuses an upload past MEDIA_QUOTA_MB with 413, stores nothing, and makes room again on delete', async () => {
    const client = server.client();
    const me = await client.signup();
    const photo = async () => ({ bytes: await noisyPng(560, 560), name: 'noise.png', type: 'image/png' });
    const first = await client.post(
      '/api/posts/create',
      formWith({ postedBy: me._id, text: 'one', img: await photo() }),
    );
    expect(first.status).toBe(201);
    const before = await storedMediaKeys(server);
    const second = await client.post(
      '/api/posts/create',
      formWith({ postedBy: me._id, text: 'two', img: await photo() }),
    );
    expect(second.status).toBe(413);
    expect(second.body).toEqual(refusal(mediaLimitMessages.quotaExceeded(server.config.media)));
    expect(second.body.error).toBe(
      'Storage quota exceeded. Each person can store up to 1 MB of media; delete some posts or stories to make room.',
    );
    expect(await storedMediaKeys(server)).toEqual(before);

    const other = server.client();
    const someoneElse = await other.signup();
    const theirs = await other.post('/api/posts/create', formWith({ postedBy: someoneElse._id, img: await photo() }));
    expect(theirs.status).toBe(201);

    expect((await client.delete(`/api/posts/${first.body._id}`)).status).toBe(200);
    const third = await client.post(
      '/api/posts/create',
      formWith({ postedBy: me._id, text: 'three', img: await photo() }),
    );
    expect(third.status).toBe(201);
  });
});

describe('S3_PUBLIC_URL', () => {
  let s3: TestS3;
  let server: TestServer;
  beforeAll(async () => {
    s3 = await startTestS3();
    server = await startTestServer('sqlite', {
      env: { ...(await s3.bucketEnv()), S3_PUBLIC_URL: 'https://cdn.example.com/media/' },
    });
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  it('redirects public media to the CDN, lets pages load from it, and never sends private media there', async () => {
    const client = server.client();
    const me = await client.signup();
    const post = await client.post('/api/posts/create', {
      postedBy: me._id,
      text: 'hi',
      img: dataUrl(await pngImage()),
    });
    expect(post.status).toBe(201);
    const res = await get(server, post.body.img);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`https://cdn.example.com/media/${post.body.img.slice('/media/'.length)}`);
    expect(res.headers.get('content-security-policy')).toContain('img-src');
    const page = await get(server, '/api/health');
    expect(page.headers.get('content-security-policy')).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com/);

    const friend = await server.client().signup();
    const message = await client.post('/api/messages', { recipientId: friend._id, img: dataUrl(await pngImage()) });
    const image = await get(server, message.body.img, client.cookie);
    expect(image.status).toBe(200);
    expect(image.headers.get('location')).toBeNull();
  });
});
