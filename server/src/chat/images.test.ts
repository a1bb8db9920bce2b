import { describe, expect, it } from 'vitest';
import { dataUrl, formWith, htmlPage, pngImage, storedMediaFiles, svgWithScript } from '../test/media-files.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';

describe.each(engines)('image messages on %s', (engine) => {
  const server = useTestServer(engine);

  async function pair() {
    const alice = server.client();
    const { _id: aliceId } = await alice.signup();
    const { _id: bobId } = await server.client().signup();
    return { alice, aliceId, bobId };
  }

  it('sends an image as a data URL, with or without text, re-encoded by the media pipeline', async () => {
    const { alice, bobId } = await pair();
    const res = await alice.post('/api/messages', { recipientId: bobId, message: '', img: dataUrl(await pngImage()) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ text: '', seen: false });
    expect(res.body.img).toMatch(/^\/media\/private\/[0-9a-f]{32}\.webp$/);
    const served = await fetch(server.url + res.body.img, { headers: { cookie: alice.cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const withText = await alice.post('/api/messages', {
      recipientId: bobId,
      message: 'look',
      img: dataUrl(await pngImage()),
    });
    expect(withText.status).toBe(201);
    expect(withText.body.text).toBe('look');
    const conversations = await alice.get('/api/messages/conversations');
    expect(conversations.body[0].lastMessage).toMatchObject({ text: 'look', img: withText.body.img });
  });

  it('sends an image as a multipart file', async () => {
    const { alice, bobId } = await pair();
    const form = formWith({
      recipientId: bobId,
      message: 'from a form',
      img: { bytes: await pngImage(), name: 'photo.png', type: 'image/png' },
    });
    const res = await alice.post('/api/messages', form);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ text: 'from a form', img: expect.stringMatching(/^\/media\/.+\.webp$/) });
  });

  it.each([
    ['SVG', dataUrl(svgWithScript, 'image/svg+xml')],
    ['HTML', dataUrl(htmlPage, 'image/png')],
  ])('refuses %s posing as an image with 415 and stores nothing', async (_kind, img) => {
    const { alice, bobId } = await pair();
    const before = storedMediaFiles(server.config.dataDir);
    const res = await alice.post('/api/messages', { recipientId: bobId, img });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      error: 'Unsupported image type. Use JPEG, PNG, WebP, GIF or AVIF.',
      code: 'IMAGE_TYPE_UNSUPPORTED',
    });
    expect(storedMediaFiles(server.config.dataDir)).toEqual(before);
    expect((await alice.get(`/api/messages/${bobId}`)).body).toEqual([]);
  });

  it('refuses an img that is neither a file nor a data URL', async () => {
    const { alice, bobId } = await pair();
    const res = await alice.post('/api/messages', { recipientId: bobId, img: 'https://elsewhere.example/cat.png' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'img must be an image file or a data URL.',
      code: 'MESSAGE_IMAGE_INVALID',
    });
  });

  it('stores no image when the message itself is refused', async () => {
    const { alice, aliceId } = await pair();
    const before = storedMediaFiles(server.config.dataDir);
    const img = dataUrl(await pngImage());
    const toSelf = await alice.post('/api/messages', { recipientId: aliceId, img });
    expect(toSelf.status).toBe(400);
    expect(toSelf.body).toEqual({
      error: 'You cannot message yourself',
      code: 'MESSAGE_TO_SELF',
    });
    const toNobody = await alice.post('/api/messages', { recipientId: '01ARZ3NDEKTSV4RRFFQ69G5FAV', img });
    expect(toNobody.status).toBe(404);
    expect(toNobody.body).toEqual({ error: 'User not found', code: 'USER_NOT_FOUND' });
    const visitor = await server
      .client()
      .post(
        '/api/messages',
        formWith({ recipientId: aliceId, img: { bytes: await pngImage(), name: 'a.png', type: 'image/png' } }),
      );
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ error: 'You must be logged in', code: 'LOGIN_REQUIRED' });
    expect(storedMediaFiles(server.config.dataDir)).toEqual(before);
  });
});
