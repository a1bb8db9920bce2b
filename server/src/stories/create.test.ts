import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaMessages } from '../media/messages.js';
import type { ApiClient } from '../test/api-client.js';
import { formWith, pngImage, storedMediaFiles, testVideo } from '../test/media-files.js';
import { answered, refusal } from '../test/refusal.js';
import { engines, manualClock, startTestServer, type TestServer } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { sweepExpiredStories } from './sweep.js';

const HOUR = 60 * 60 * 1000;

describe.each(engines)('creating stories on %s', (engine) => {
  let server: TestServer;
  let png: Buffer;
  let mp4: Buffer;
  const time = manualClock(Date.UTC(2026, 0, 1));
  beforeAll(async () => {
    [server, png, mp4] = await Promise.all([
      startTestServer(engine, { clock: time.clock }),
      pngImage(64, 48),
      testVideo({ seconds: 1 }),
    ]);
  });
  afterAll(() => server.close());

  const image = () => ({ bytes: png, name: 'holiday.png', type: 'image/png' });
  const video = () => ({ bytes: mp4, name: 'clip.mp4', type: 'video/mp4' });
  const mediaFiles = () => storedMediaFiles(server.config.dataDir);
  const storyCount = async () =>
    Number(
      (
        await server.app.ctx.db
          .selectFrom('stories')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function loggedIn() {
    const client = server.client();
    const user = await client.signup();
    return { client, user };
  }

  async function createStory(client: ApiClient, fields: Parameters<typeof formWith>[0]) {
    return client.post('/api/stories/create', formWith(fields));
  }

  it('stores an image story, typed by its content, and serves its media', async () => {
    const { client, user } = await loggedIn();
    const res = await createStory(client, { media: image() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.stringMatching(/^[0-9A-Z]{26}$/),
      user: { _id: user._id, username: user.username, name: user.name, profilePic: '' },
      mediaUrl: expect.stringMatching(/^\/media\/[a-z0-9]+\.webp$/),
      mediaType: 'image',
      posterUrl: null,
      createdAt: new Date(time.clock()).toISOString(),
      expiresAt: new Date(time.clock() + 24 * HOUR).toISOString(),
      viewed: true,
    });
    const media = await client.get(res.body.mediaUrl);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/webp');
    expect((await client.get('/api/stories/getall')).body).toEqual([res.body]);
  });

  it('stores a video story when mediaType agrees with the file', async () => {
    const { client } = await loggedIn();
    const res = await createStory(client, { mediaType: 'video', media: video() });
    expect(res.status).toBe(201);
    expect(res.body.mediaType).toBe('video');
    expect(res.body.mediaUrl).toMatch(/^\/media\/[a-z0-9]+\.mp4$/);
    const media = await client.request('GET', res.body.mediaUrl, undefined, { range: 'bytes=0-99' });
    expect(media.status).toBe(206);
    expect(res.body.posterUrl).toMatch(/^\/media\/[a-z0-9]+\.poster\.webp$/);
    const poster = await client.get(res.body.posterUrl);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/webp');
    expect((await client.get('/api/stories/getall')).body[0].posterUrl).toBe(res.body.posterUrl);
    expect((await client.delete(`/api/stories/${res.body._id}`)).status).toBe(200);
    expect((await client.get(res.body.posterUrl)).status).toBe(404);
  });

  it('takes an empty mediaType as not sent', async () => {
    const { client } = await loggedIn();
    const res = await createStory(client, { mediaType: '', media: video() });
    expect(res.status).toBe(201);
    expect(res.body.mediaType).toBe('video');
  });

  it('ignores the file name and the declared content type', async () => {
    const { client } = await loggedIn();
    const res = await createStory(client, {
      mediaType: 'image',
      media: { ...image(), name: 'x.mp4', type: 'video/mp4' },
    });
    expect(res.status).toBe(201);
    expect(res.body.mediaType).toBe('image');
  });

  it.each([
    ['an image sent as a video', 'video', () => image(), 'The file is an image, but mediaType says video'],
    ['a video sent as an image', 'image', () => video(), 'The file is a video, but mediaType says image'],
    ['an unknown mediaType', 'gif', () => image(), 'mediaType must be "image" or "video"'],
  ])('refuses %s with 400 and stores nothing', async (_label, mediaType, file, error) => {
    const { client } = await loggedIn();
    const [filesBefore, storiesBefore] = [mediaFiles(), await storyCount()];
    const res = await createStory(client, { mediaType, media: file() });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(answered(error));
    expect(mediaFiles()).toEqual(filesBefore);
    expect(await storyCount()).toBe(storiesBefore);
  });

  it.each([
    ['a form without a file', () => formWith({ mediaType: 'image' })],
    ['a JSON body', () => ({ mediaType: 'image' })],
    ['no body at all', () => undefined],
  ])('refuses %s with 400', async (_label, body) => {
    const { client } = await loggedIn();
    const res = await client.post('/api/stories/create', body());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Please select a file to upload',
      code: 'STORY_FILE_REQUIRED',
    });
  });

  it('refuses a file that is not an allowed image or video with 415', async () => {
    const { client } = await loggedIn();
    const filesBefore = mediaFiles();
    const res = await createStory(client, {
      mediaType: 'image',
      media: { bytes: Buffer.from('just some text, honestly'), name: 'photo.png', type: 'image/png' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      error: 'Unsupported file type. Images: JPEG, PNG, WebP, GIF or AVIF. Videos: MP4, WebM or MOV.',
      code: 'MEDIA_TYPE_UNSUPPORTED',
    });
    expect(mediaFiles()).toEqual(filesBefore);
  });

  it('refuses a file under another field name with 400', async () => {
    const { client } = await loggedIn();
    const res = await createStory(client, { file: image() });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(mediaMessages.UNEXPECTED_FILE_FIELD, { field: 'file' }));
  });

  it('requires login before reading the upload', async () => {
    const res = await createStory(server.client(), { media: image() });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'You must be logged in', code: 'LOGIN_REQUIRED' });
  });

  it('deleting a story removes its media files', async () => {
    const { client } = await loggedIn();
    const before = mediaFiles();
    const res = await createStory(client, { media: video() });
    const added = mediaFiles().filter((name) => !before.includes(name));
    expect(added).toHaveLength(2);

    expect((await client.delete(`/api/stories/${res.body._id}`)).status).toBe(200);
    expect(mediaFiles()).toEqual(before);
    expect((await client.get(res.body.mediaUrl)).status).toBe(404);
    const rows = await server.app.ctx.db.selectFrom('media').select('id').where('file_name', 'in', added).execute();
    expect(rows).toEqual([]);
  });

  it('the sweep removes the media files of expired stories', async () => {
    const { client } = await loggedIn();
    const res = await createStory(client, { media: image() });
    const fileName = res.body.mediaUrl.replace('/media/', '');
    time.advance(24 * HOUR - 1);
    await sweepExpiredStories(server.app.ctx);
    expect(mediaFiles()).toContain(fileName);
    time.advance(1);
    expect(await sweepExpiredStories(server.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(mediaFiles()).not.toContain(fileName);
    expect((await client.get(res.body.mediaUrl)).status).toBe(404);
  });

  it('limits uploads per user with 429', async () => {
    const { client } = await loggedIn();
    for (let i = 0; i < 60; i++) {
      const res = await createStory(client, { media: image() });
      expect(res.status).toBe(201);
    }
    const refused = await createStory(client, { media: image() });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: 'Too many uploads. Please try again later.',
      code: 'UPLOADS_THROTTLED',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await loggedIn();
    expect((await createStory(other.client, { media: image() })).status).toBe(201);
  });
});

describe.each(engines)('story lifetime setting on %s', (engine) => {
  const time = manualClock(Date.UTC(2026, 0, 1));
  const server = useTestServer(engine, { clock: time.clock, env: { STORY_TTL_HOURS: '2' } });

  it('follows STORY_TTL_HOURS', async () => {
    const client = server.client();
    await client.signup();
    const res = await client.post(
      '/api/stories/create',
      formWith({ media: { bytes: await pngImage(), name: 'a.png', type: 'image/png' } }),
    );
    expect(Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)).toBe(2 * HOUR);
    time.advance(2 * HOUR - 1);
    expect((await client.get('/api/stories/getall')).body).toHaveLength(1);
    time.advance(1);
    expect((await client.get('/api/stories/getall')).body).toEqual([]);
  });
});
