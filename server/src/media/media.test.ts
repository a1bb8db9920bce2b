import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataUrl,
  formWith,
  hasFfmpeg,
  htmlPage,
  jpegWithGps,
  noisyPng,
  pathWithoutFfmpeg,
  pngBomb,
  pngImage,
  probeFile,
  storedMediaKeys,
  svgWithScript,
  testVideo,
} from '../test/media-files.js';
import { startTestS3, type TestS3 } from '../test/s3-server.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { mediaMessages } from './messages.js';
import { storeMedia } from './service.js';
import { spoolDataUrl } from './spool.js';
import { dropStaleUploads, keyFromUrl } from './storage.js';

// The whole suite runs without ffmpeg on PATH: the server must use the binaries bundled from npm.
process.env.PATH = pathWithoutFfmpeg(process.env.PATH);

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.close());

const setups = engines.flatMap((engine) => (['local', 's3'] as const).map((store) => [engine, store] as const));

describe.each(setups)('media pipeline on %s with %s storage', (engine, store) => {
  const server = useTestServer(engine, async () => {
    const storage = store === 's3' ? await s3.bucketEnv() : {};
    return { env: { MAX_IMAGE_MB: '1', MAX_VIDEO_SECONDS: '3', ...storage } };
  });

  const limits = () => server.config.media;
  const storedKeys = () => storedMediaKeys(server);
  /** A local copy of a stored file, whichever store holds it. */
  async function mediaFile(url: string) {
    const file = path.join(server.config.dataDir, 'copies', path.basename(url));
    if (!fs.existsSync(file)) await server.app.ctx.media.store.download(keyFromUrl(url) ?? '', file);
    return file;
  }

  it('finds no ffmpeg on PATH and still processes video with the bundled binaries', () => {
    expect(process.env.PATH?.split(path.delimiter).some(hasFfmpeg)).toBe(false);
    expect(server.app.ctx.media.tools.available).toBe(true);
    expect(server.app.ctx.media.tools.ffmpeg).toContain('@ffmpeg-installer');
  });

  it('names every stored file from 128 random bits, unrelated to ids', async () => {
    const { client, user } = await userClient();
    const first = await client.put(`/api/users/update/${user._id}`, { profilePic: dataUrl(await pngImage()) });
    const second = await client.put(`/api/users/update/${user._id}`, { profilePic: dataUrl(await pngImage()) });
    const names = [first.body.profilePic, second.body.profilePic].map((url: string) => url.slice('/media/'.length));
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{32}\.webp$/);
    // Neighbouring uploads share no prefix a guesser could walk from one to the other.
    expect(names[0]?.slice(0, 8)).not.toBe(names[1]?.slice(0, 8));
  });

  async function userClient() {
    const client = server.client();
    const user = await client.signup();
    return { client, user };
  }

  async function fetchMedia(url: string, headers: Record<string, string> = {}) {
    const response = await fetch(server.url + url, { headers });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it('stores an avatar sent as a data URL, re-encoded to WebP and served safely', async () => {
    const { client, user } = await userClient();
    const res = await client.put(`/api/users/update/${user._id}`, { profilePic: dataUrl(await pngImage(300, 200)) });
    expect(res.status).toBe(200);
    expect(res.body.profilePic).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);

    const { response, bytes } = await fetchMedia(res.body.profilePic);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 200 });
  });

  it('auto-orients, strips EXIF and GPS, and caps the longest side at 2048 px (multipart avatar)', async () => {
    const { client, user } = await userClient();
    const original = await jpegWithGps(3000, 1000);
    expect(await sharp(original).metadata()).toMatchObject({ orientation: 6, width: 3000, height: 1000 });
    expect(original.includes(Buffer.from('SpyCam'))).toBe(true);
    const form = formWith({ bio: 'hello', profilePic: { bytes: original, name: 'me.jpg', type: 'image/jpeg' } });
    const res = await client.put(`/api/users/update/${user._id}`, form);
    expect(res.status).toBe(200);
    expect(res.body.bio).toBe('hello');
    const { bytes } = await fetchMedia(res.body.profilePic);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    // Orientation 6 turns 3000×1000 into 1000×3000, then the long side shrinks to 2048.
    expect([meta.width, meta.height]).toEqual([683, 2048]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('SpyCam'))).toBe(false);
  });

  it('replaces the old avatar file when a new one is uploaded', async () => {
    const { client, user } = await userClient();
    const first = await client.put(`/api/users/update/${user._id}`, { profilePic: dataUrl(await pngImage()) });
    const second = await client.put(`/api/users/update/${user._id}`, { profilePic: dataUrl(await pngImage(20, 20)) });
    expect(second.status).toBe(200);
    expect(second.body.profilePic).not.toBe(first.body.profilePic);
    expect((await fetchMedia(first.body.profilePic)).response.status).toBe(404);
    expect(await storedKeys()).not.toContain(keyFromUrl(first.body.profilePic));
    expect((await fetchMedia(second.body.profilePic)).response.status).toBe(200);
    const unchanged = await client.put(`/api/users/update/${user._id}`, { profilePic: second.body.profilePic });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.profilePic).toBe(second.body.profilePic);
  });

  it.each([
    ['an SVG with a script, named .png', svgWithScript, 'evil.png', 'image/png'],
    ['a text file named .png', Buffer.from('just some text, not an image at all\n'), 'photo.png', 'image/png'],
    ['an HTML page', htmlPage, 'page.jpg', 'image/jpeg'],
  ])('refuses %s with 415 and stores nothing', async (_label, bytes, name, type) => {
    const { client, user } = await userClient();
    const before = await storedKeys();
    const multipart = await client.put(
      `/api/users/update/${user._id}`,
      formWith({ profilePic: { bytes, name, type } }),
    );
    expect(multipart.status).toBe(415);
    expect(multipart.body).toEqual({ error: mediaMessages.unsupportedImage });
    const json = await client.put(`/api/users/update/${user._id}`, { profilePic: dataUrl(bytes, type) });
    expect(json.status).toBe(415);
    expect(json.body).toEqual({ error: mediaMessages.unsupportedImage });
    expect(await storedKeys()).toEqual(before);
    expect((await client.get(`/api/users/profile/${user._id}`)).body.profilePic).toBe('');
  });

  it('refuses a PNG decompression bomb with 413 without decoding it', async () => {
    const { client, user } = await userClient();
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(2000);
    const res = await client.put(`/api/users/update/${user._id}`, { profilePic: dataUrl(bomb) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: mediaMessages.tooManyPixels(limits()) });
  });

  it('refuses a corrupt image that only looks like a PNG with 400', async () => {
    const { client, user } = await userClient();
    const fake = Buffer.concat([(await pngImage()).subarray(0, 40), Buffer.alloc(200, 7)]);
    const res = await client.put(`/api/users/update/${user._id}`, { profilePic: dataUrl(fake) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: mediaMessages.unreadableImage });
  });

  it('refuses an image over MAX_IMAGE_MB with 413, as multipart and as JSON, and keeps serving', async () => {
    const { client, user } = await userClient();
    const big = await noisyPng(800, 600);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const before = await storedKeys();
    const multipart = await client.put(
      `/api/users/update/${user._id}`,
      formWith({ profilePic: { bytes: big, name: 'big.png', type: 'image/png' } }),
    );
    expect(multipart.status).toBe(413);
    expect(multipart.body).toEqual({ error: mediaMessages.imageTooLarge(limits()) });
    const json = await client.put(`/api/users/update/${user._id}`, { profilePic: dataUrl(big) });
    expect(json.status).toBe(413);
    expect(json.body).toEqual({ error: 'Request body is too large' });
    expect(await storedKeys()).toEqual(before);
    expect(fs.readdirSync(path.join(server.config.dataDir, 'upload-tmp'))).toEqual([]);
    expect((await client.get('/api/health')).status).toBe(200);
  });

  it("stores nothing for an update of someone else's profile (403)", async () => {
    const { client } = await userClient();
    const { user: other } = await userClient();
    const before = await storedKeys();
    const res = await client.put(
      `/api/users/update/${other._id}`,
      formWith({ profilePic: { bytes: await pngImage(), name: 'a.png', type: 'image/png' } }),
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'You cannot update another user' });
    expect(await storedKeys()).toEqual(before);
  });

  it('removes the stored avatar again when the rest of the update is refused', async () => {
    const { client, user } = await userClient();
    const before = await storedKeys();
    const res = await client.put(`/api/users/update/${user._id}`, {
      username: 'Not Valid',
      profilePic: dataUrl(await pngImage()),
    });
    expect(res.status).toBe(400);
    expect(await storedKeys()).toEqual(before);
  });

  it('refuses unexpected file fields and non-image profilePic strings with 400', async () => {
    const { client, user } = await userClient();
    const extra = await client.put(
      `/api/users/update/${user._id}`,
      formWith({ resume: { bytes: await pngImage(), name: 'a.png', type: 'image/png' } }),
    );
    expect(extra.status).toBe(400);
    expect(extra.body).toEqual({ error: mediaMessages.unexpectedFile('resume') });
    const url = await client.put(`/api/users/update/${user._id}`, { profilePic: 'https://evil.example/x.png' });
    expect(url.status).toBe(400);
    expect(url.body).toEqual({ error: 'profilePic must be an image file or a data URL.' });
    const notBase64 = await client.put(`/api/users/update/${user._id}`, { profilePic: 'data:image/png,abc' });
    expect(notBase64.status).toBe(400);
    expect(notBase64.body).toEqual({ error: mediaMessages.invalidDataUrl });
  });

  describe('videos', () => {
    async function storeVideo(bytes: Buffer, accept: 'video' | 'image' | 'image-or-video' = 'video') {
      const { user } = await userClient();
      const upload = await spoolDataUrl(server.config, dataUrl(bytes, 'video/mp4'), 50 * 1024 * 1024, 'too big');
      try {
        return await storeMedia(server.app.ctx, user._id, upload, accept);
      } finally {
        fs.rmSync(upload.path, { force: true });
      }
    }

    it('stores an MP4 with a poster frame and serves it with Range support', async () => {
      const stored = await storeVideo(await testVideo({ seconds: 2, audio: true }));
      expect(stored.url).toMatch(/^\/media\/[0-9a-f]{32}\.mp4$/);
      expect(stored.posterUrl).toMatch(/^\/media\/[0-9a-f]{32}\.poster\.webp$/);
      expect(stored.durationSeconds).toBeCloseTo(2, 0);

      const whole = await fetchMedia(stored.url);
      expect(whole.response.status).toBe(200);
      expect(whole.response.headers.get('content-type')).toBe('video/mp4');
      expect(whole.response.headers.get('accept-ranges')).toBe('bytes');
      expect(whole.response.headers.get('x-content-type-options')).toBe('nosniff');

      const part = await fetchMedia(stored.url, { range: 'bytes=100-199' });
      expect(part.response.status).toBe(206);
      expect(part.response.headers.get('content-range')).toBe(`bytes 100-199/${whole.bytes.length}`);
      expect(part.bytes).toEqual(whole.bytes.subarray(100, 200));

      const tail = await fetchMedia(stored.url, { range: 'bytes=-50' });
      expect(tail.response.status).toBe(206);
      expect(tail.bytes).toEqual(whole.bytes.subarray(whole.bytes.length - 50));

      const outside = await fetchMedia(stored.url, { range: `bytes=${whole.bytes.length + 10}-` });
      expect(outside.response.status).toBe(416);

      const poster = await fetchMedia(stored.posterUrl ?? '');
      expect(poster.response.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(poster.bytes).metadata()).toMatchObject({ format: 'webp', width: 160, height: 120 });
    });

    it('remuxes a MOV to MP4 and drops its metadata, GPS location included', async () => {
      const mov = await testVideo({ format: 'mov', metadata: { location: '+37.7749-122.4194/', title: 'secret' } });
      expect((await probeFile(await writeTemp(mov, 'mov'))).format.tags?.location).toBeDefined();
      const stored = await storeVideo(mov);
      expect(stored.url).toMatch(/\.mp4$/);
      const probe = await probeFile(await mediaFile(stored.url));
      expect(probe.format.tags?.location).toBeUndefined();
      expect(probe.format.tags?.title).toBeUndefined();
      expect(probe.streams.map((s) => s.codec_name)).toEqual(['h264']);
    });

    it('strips H.264 SEI user data, such as the settings string x264 writes into every video it makes', async () => {
      const x264 = await testVideo();
      expect(x264.includes(Buffer.from('x264 - core'))).toBe(true);
      const stored = await storeVideo(x264);
      const bytes = fs.readFileSync(await mediaFile(stored.url));
      expect(bytes.includes(Buffer.from('x264 - core'))).toBe(false);
      expect(bytes.includes(Buffer.from('x264'))).toBe(false);
      const probe = await probeFile(await mediaFile(stored.url));
      expect(probe.streams.map((s) => s.codec_name)).toEqual(['h264']);
    });

    it('stores a WebM as WebM', async () => {
      const stored = await storeVideo(await testVideo({ format: 'webm', audio: true }));
      expect(stored.url).toMatch(/\.webm$/);
      expect((await fetchMedia(stored.url)).response.headers.get('content-type')).toBe('video/webm');
    });

    it('refuses a video longer than MAX_VIDEO_SECONDS with 400', async () => {
      await expect(storeVideo(await testVideo({ seconds: 5 }))).rejects.toMatchObject({
        status: 400,
        message: mediaMessages.videoTooLong(limits()),
      });
    });

    it('refuses a codec outside the allow-list with 415', async () => {
      await expect(storeVideo(await testVideo({ videoCodec: 'mpeg4' }))).rejects.toMatchObject({
        status: 415,
        message: mediaMessages.unsupportedCodec,
      });
    });

    it('refuses a video where an image is expected and the other way round', async () => {
      await expect(storeVideo(await testVideo(), 'image')).rejects.toMatchObject({
        status: 415,
        message: mediaMessages.unsupportedImage,
      });
      await expect(storeVideo(await pngImage(), 'video')).rejects.toMatchObject({
        status: 415,
        message: mediaMessages.unsupportedVideo,
      });
      expect((await storeVideo(await pngImage(), 'image-or-video')).kind).toBe('image');
    });
  });

  async function writeTemp(bytes: Buffer, ext: string) {
    const file = path.join(server.config.dataDir, `probe-${Date.now()}.${ext}`);
    fs.writeFileSync(file, bytes);
    return file;
  }
});

describe.each(engines)('upload limits on %s', (engine) => {
  const server = useTestServer(engine, { env: { MAX_VIDEO_MB: '1' } });

  it('refuses a video over MAX_VIDEO_MB with 413 while streaming, stores nothing and keeps serving', async () => {
    const client = server.client();
    const me = await client.signup();
    const before = await storedMediaKeys(server);
    const oversized = Buffer.concat([await testVideo(), Buffer.alloc(1024 * 1024 + 10, 0)]);
    const res = await client.post(
      '/api/posts/create',
      formWith({ postedBy: me._id, text: 'big', video: { bytes: oversized, name: 'v.mp4', type: 'video/mp4' } }),
    );
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: mediaMessages.videoTooLarge(server.config.media) });
    expect(await storedMediaKeys(server)).toEqual(before);
    expect(fs.readdirSync(path.join(server.config.dataDir, 'upload-tmp'))).toEqual([]);
    expect((await client.get('/api/health')).status).toBe(200);
  });

  it('drops temporary uploads left behind by a crash once they are a day old', () => {
    const tmp = path.join(server.config.dataDir, 'upload-tmp');
    fs.writeFileSync(path.join(tmp, 'old.upload'), 'x');
    fs.writeFileSync(path.join(tmp, 'recent.upload'), 'x');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    fs.utimesSync(path.join(tmp, 'old.upload'), twoDaysAgo, twoDaysAgo);
    dropStaleUploads(server.config, Date.now());
    expect(fs.readdirSync(tmp)).toEqual(['recent.upload']);
    fs.rmSync(path.join(tmp, 'recent.upload'));
  });

  it('refuses the 61st upload in ten minutes with 429', async () => {
    const client = server.client();
    const me = await client.signup();
    const image = dataUrl(await pngImage(8, 8));
    for (let i = 0; i < 60; i++) {
      expect((await client.put(`/api/users/update/${me._id}`, { profilePic: image })).status).toBe(200);
    }
    const res = await client.put(`/api/users/update/${me._id}`, { profilePic: image });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: 'Too many uploads. Please try again later.' });
  });
});
