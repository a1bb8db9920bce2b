import { describe, expect, it } from 'vitest';
import { typeMismatch } from '../http/error-handler.js';
import type { Phrase } from '../lib/i18n/phrases.js';
import { dataUrl, formWith, pngImage, testVideo } from '../test/media-files.js';
import { refusal } from '../test/refusal.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { postMessages } from './messages.js';

describe.each(engines)('alt text and content warnings on %s', (engine) => {
  const server = useTestServer(engine);

  async function user() {
    const client = server.client();
    const me = await client.signup();
    return { client, id: me._id };
  }

  it('stores alt text beside the image and a content warning, from JSON and multipart', async () => {
    const alice = await user();
    const json = await alice.client.post('/api/posts/create', {
      postedBy: alice.id,
      text: 'the twist',
      img: dataUrl(await pngImage()),
      imgAlt: '  A cat asleep on a keyboard  ',
      spoiler: ' Film spoilers ',
    });
    expect(json.status).toBe(201);
    expect(json.body).toMatchObject({ imgAlt: 'A cat asleep on a keyboard', spoiler: 'Film spoilers' });
    expect((await server.client().get(`/api/posts/${json.body._id}`)).body).toMatchObject({
      imgAlt: 'A cat asleep on a keyboard',
      spoiler: 'Film spoilers',
    });

    const multipart = await alice.client.post(
      '/api/posts/create',
      formWith({
        postedBy: alice.id,
        imgAlt: 'é'.repeat(1000),
        spoiler: '😀'.repeat(100),
        img: { bytes: await pngImage(), name: 'a.png', type: 'image/png' },
      }),
    );
    expect(multipart.status).toBe(201);
    expect(multipart.body).toMatchObject({ imgAlt: 'é'.repeat(1000), spoiler: '😀'.repeat(100) });

    const quote = await alice.client.post('/api/posts/repost', { postId: json.body._id, message: 'watch it' });
    expect(quote.body.repostOf).toMatchObject({ imgAlt: 'A cat asleep on a keyboard', spoiler: 'Film spoilers' });
  });

  it('answers empty strings when there is no alt text or warning', async () => {
    const alice = await user();
    const plain = await alice.client.post('/api/posts/create', { postedBy: alice.id, text: 'plain' });
    expect(plain.body).toMatchObject({ imgAlt: '', spoiler: '', editedAt: null });
  });

  it.each<[Record<string, unknown>, Phrase]>([
    [{ img: 'image', imgAlt: 'x'.repeat(1001) }, postMessages.ALT_TEXT_TOO_LONG],
    [{ text: 'no image', imgAlt: 'a description of nothing' }, postMessages.ALT_TEXT_WITHOUT_IMAGE],
    [{ text: 'x', spoiler: 'x'.repeat(101) }, postMessages.SPOILER_TOO_LONG],
    [{ text: 'x', spoiler: 7 }, typeMismatch('spoiler', 'string')],
  ])('refuses %j with 400 and stores nothing', async (fields, error) => {
    const alice = await user();
    const body = { postedBy: alice.id, ...fields, ...(fields.img ? { img: dataUrl(await pngImage()) } : {}) };
    const res = await alice.client.post('/api/posts/create', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(error));
    expect((await alice.client.get(`/api/posts/user/${alice.id}`)).body).toEqual([]);
  });

  it('refuses alt text for a video-only post sent as multipart', async () => {
    const alice = await user();
    const res = await alice.client.post(
      '/api/posts/create',
      formWith({
        postedBy: alice.id,
        imgAlt: 'a clip',
        video: { bytes: await testVideo({ seconds: 1 }), name: 'clip.mp4', type: 'video/mp4' },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(postMessages.ALT_TEXT_WITHOUT_IMAGE));
  });
});
