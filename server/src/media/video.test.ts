import fs from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dataUrl, pngImage, probeFile, testVideo } from '../test/media-files.js';
import { mediaSetups, useMediaServer } from '../test/media-server.js';
import { mediaLimitMessages, mediaMessages } from './messages.js';
import { storeMedia } from './service.js';
import { spoolDataUrl } from './spool.js';

describe.each(mediaSetups)('videos on %s with %s storage', (engine, store) => {
  const { server, limits, mediaFile, userClient, fetchMedia, writeTemp } = useMediaServer(engine, store);

  async function storeVideo(bytes: Buffer, accept: 'video' | 'image' | 'image-or-video' = 'video') {
    const { user } = await userClient();
    const upload = await spoolDataUrl(
      server.config,
      dataUrl(bytes, 'video/mp4'),
      50 * 1024 * 1024,
      mediaMessages.VIDEO_TOO_LARGE,
    );
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
      phrase: mediaLimitMessages.videoTooLong(limits()),
    });
  });

  it('refuses a codec outside the allow-list with 415', async () => {
    await expect(storeVideo(await testVideo({ videoCodec: 'mpeg4' }))).rejects.toMatchObject({
      status: 415,
      phrase: mediaMessages.VIDEO_CODEC_UNSUPPORTED,
    });
  });

  it('refuses a video where an image is expected and the other way round', async () => {
    await expect(storeVideo(await testVideo(), 'image')).rejects.toMatchObject({
      status: 415,
      phrase: mediaMessages.IMAGE_TYPE_UNSUPPORTED,
    });
    await expect(storeVideo(await pngImage(), 'video')).rejects.toMatchObject({
      status: 415,
      phrase: mediaMessages.VIDEO_TYPE_UNSUPPORTED,
    });
    expect((await storeVideo(await pngImage(), 'image-or-video')).kind).toBe('image');
  });
});
