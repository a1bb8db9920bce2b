import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withParams } from '../lib/i18n/phrases.js';
import {
  dataUrl,
  formWith,
  hasFfmpeg,
  htmlPage,
  jpegWithGps,
  noisyPng,
  pngBomb,
  pngImage,
  svgWithScript,
} from '../test/media-files.js';
import { mediaSetups, useMediaServer } from '../test/media-server.js';
import { refusal } from '../test/refusal.js';
import { mediaLimitMessages, mediaMessages } from './messages.js';
import { keyFromUrl } from './storage.js';

describe.each(mediaSetups)('media pipeline on %s with %s storage', (engine, store) => {
  const { server, limits, storedKeys, userClient, fetchMedia } = useMediaServer(engine, store);

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
    expect(multipart.body).toEqual(refusal(mediaMessages.IMAGE_TYPE_UNSUPPORTED));
    const json = await client.put(`/api/users/update/${user._id}`, { profilePic: dataUrl(bytes, type) });
    expect(json.status).toBe(415);
    expect(json.body).toEqual(refusal(mediaMessages.IMAGE_TYPE_UNSUPPORTED));
    expect(await storedKeys()).toEqual(before);
    expect((await client.get(`/api/users/profile/${user._id}`)).body.profilePic).toBe('');
  });

  it('refuses a PNG decompression bomb with 413 without decoding it', async () => {
    const { client, user } = await userClient();
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(2000);
    const res = await client.put(`/api/users/update/${user._id}`, { profilePic: dataUrl(bomb) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual(refusal(mediaLimitMessages.tooManyPixels(limits())));
  });

  it('refuses a corrupt image that only looks like a PNG with 400', async () => {
    const { client, user } = await userClient();
    const fake = Buffer.concat([(await pngImage()).subarray(0, 40), Buffer.alloc(200, 7)]);
    const res = await client.put(`/api/users/update/${user._id}`, { profilePic: dataUrl(fake) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(mediaMessages.IMAGE_UNREADABLE));
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
    expect(multipart.body).toEqual(refusal(mediaLimitMessages.imageTooLarge(limits())));
    const json = await client.put(`/api/users/update/${user._id}`, { profilePic: dataUrl(big) });
    expect(json.status).toBe(413);
    expect(json.body).toEqual({ error: 'Request body is too large', code: 'BODY_TOO_LARGE' });
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
    expect(res.body).toEqual({
      error: 'You cannot update another user',
      code: 'UPDATE_OTHERS_FORBIDDEN',
    });
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
    expect(extra.body).toEqual(refusal(withParams(mediaMessages.UNEXPECTED_FILE_FIELD, { field: 'resume' })));
    const url = await client.put(`/api/users/update/${user._id}`, { profilePic: 'https://evil.example/x.png' });
    expect(url.status).toBe(400);
    expect(url.body).toEqual({
      error: 'profilePic must be an image file or a data URL.',
      code: 'AVATAR_NOT_AN_IMAGE',
    });
    const notBase64 = await client.put(`/api/users/update/${user._id}`, { profilePic: 'data:image/png,abc' });
    expect(notBase64.status).toBe(400);
    expect(notBase64.body).toEqual(refusal(mediaMessages.DATA_URL_INVALID));
  });
});
