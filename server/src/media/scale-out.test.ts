import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test/api-client.js';
import { startChildProcess } from '../test/child-server.js';
import { formWith, pngImage, storedMediaKeys, testVideo } from '../test/media-files.js';
import { startTestS3, type TestS3 } from '../test/s3-server.js';
import { startTestServer, type TestServer } from '../test/server.js';
import { keyFromUrl } from './storage.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The set-up past one machine: two processes of the app, each with its own DATA_DIR, sharing one
 * PostgreSQL database, one Redis and one S3 bucket. Whatever one stores, the other serves and deletes.
 */
describe('two processes sharing PostgreSQL, Redis and an S3 bucket', () => {
  const redisPrefix = `test-${randomBytes(6).toString('hex')}:`;
  let s3: TestS3;
  let a: TestServer;
  let b: { url: string; child: ChildProcess };
  const childDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-child-'));

  beforeAll(async () => {
    s3 = await startTestS3();
    const bucket = await s3.bucketEnv();
    a = await startTestServer('postgres', { env: bucket, config: { redisUrl, redisPrefix } });
    b = await startChildProcess({
      ...bucket,
      DATABASE_URL: a.config.databaseUrl ?? '',
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      DATA_DIR: childDataDir,
    });
  });
  afterAll(async () => {
    b.child.kill();
    await a.close();
    await s3.close();
    fs.rmSync(childDataDir, { recursive: true, force: true });
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  /** The same logged-in person on either process. */
  async function person() {
    const onA = a.client();
    const me = await onA.signup();
    const onB = new ApiClient(b.url);
    onB.cookie = onA.cookie;
    return { id: me._id as string, onA, onB };
  }

  async function fetchFrom(url: string, mediaUrl: string, headers: Record<string, string> = {}) {
    const response = await fetch(url + mediaUrl, { headers });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it('serves an image and a video stored through one process from the other, Range included, and deletes them through it', async () => {
    const me = await person();
    const imagePost = await me.onA.post(
      '/api/posts/create',
      formWith({
        postedBy: me.id,
        text: 'photo',
        img: { bytes: await pngImage(320, 240), name: 'a.png', type: 'image/png' },
      }),
    );
    expect(imagePost.status).toBe(201);
    const videoPost = await me.onA.post(
      '/api/posts/create',
      formWith({
        postedBy: me.id,
        text: 'clip',
        video: { bytes: await testVideo({ seconds: 2 }), name: 'v.mp4', type: 'video/mp4' },
      }),
    );
    expect(videoPost.status).toBe(201);
    const urls = [imagePost.body.img, videoPost.body.video, videoPost.body.posterUrl] as string[];
    const keys = urls.map((url) => keyFromUrl(url));
    expect(await storedMediaKeys(a)).toEqual(expect.arrayContaining(keys));
    expect(fs.existsSync(path.join(a.config.dataDir, 'media'))).toBe(false);

    for (const url of urls) {
      const onA = await fetchFrom(a.url, url);
      const onB = await fetchFrom(b.url, url);
      expect(onB.response.status).toBe(200);
      expect(onB.response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(onB.response.headers.get('content-security-policy')).toContain('sandbox');
      expect(onB.bytes).toEqual(onA.bytes);
    }
    const whole = await fetchFrom(b.url, videoPost.body.video);
    expect(whole.response.headers.get('content-type')).toBe('video/mp4');
    const part = await fetchFrom(b.url, videoPost.body.video, { range: 'bytes=1000-1999' });
    expect(part.response.status).toBe(206);
    expect(part.response.headers.get('content-range')).toBe(`bytes 1000-1999/${whole.bytes.length}`);
    expect(part.bytes).toEqual(whole.bytes.subarray(1000, 2000));

    expect((await me.onB.delete(`/api/posts/${imagePost.body._id}`)).status).toBe(200);
    expect((await me.onB.delete(`/api/posts/${videoPost.body._id}`)).status).toBe(200);
    const left = await storedMediaKeys(a);
    for (const key of keys) expect(left).not.toContain(key);
    for (const url of urls) {
      expect((await fetchFrom(a.url, url)).response.status).toBe(404);
      expect((await fetchFrom(b.url, url)).response.status).toBe(404);
    }
  });

  it('serves a chat image sent through one process to the recipient on the other, and to no one else', async () => {
    const sender = await person();
    const recipient = await person();
    const stranger = await person();
    const png = await pngImage();
    const sent = await sender.onA.post('/api/messages', {
      recipientId: recipient.id,
      img: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(sent.status).toBe(201);
    const forRecipient = await fetchFrom(b.url, sent.body.img, { cookie: recipient.onB.cookie });
    expect(forRecipient.response.status).toBe(200);
    expect(forRecipient.response.headers.get('cache-control')).toMatch(/^private\b/);
    expect((await fetchFrom(b.url, sent.body.img, { cookie: stranger.onB.cookie })).response.status).toBe(404);
    expect((await fetchFrom(b.url, sent.body.img)).response.status).toBe(401);
  });
});
