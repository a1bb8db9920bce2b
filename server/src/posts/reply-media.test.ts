import { describe, expect, it } from 'vitest';
import { mediaMessages } from '../media/messages.js';
import { dataUrl, formWith, pngImage, storedMediaFiles, svgWithScript, testVideo } from '../test/media-files.js';
import { postText, signUp } from '../test/people.js';
import { answered } from '../test/refusal.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { postMessages } from './messages.js';

/** The reply route takes what a new post takes (CONTRACT §7's `{text}` still works): an image or a video, alt text, a warning. */
describe.each(engines)('replies with media on %s', (engine) => {
  const server = useTestServer(engine, { env: { RATE_LIMITS: 'off', MAX_VIDEO_SECONDS: '3' } });

  async function thread() {
    const [ann, ben] = [await signUp(server), await signUp(server)];
    return { ann, ben, postId: await postText(ann, 'show me') };
  }

  it('replies with an image (multipart), its alt text and a content warning', async () => {
    const { ben, postId } = await thread();
    const img = { bytes: await pngImage(40, 30), name: 'a.png', type: 'image/png' };
    const res = await ben.client.put(
      `/api/posts/reply/${postId}`,
      formWith({ text: 'here', img, imgAlt: 'A small test card', spoiler: 'bright' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      text: 'here',
      img: expect.stringMatching(/^\/media\/[0-9a-f]{32}\.webp$/),
      imgAlt: 'A small test card',
      spoiler: 'bright',
      username: ben.username,
      postId,
      replyTo: { _id: postId },
    });
    expect((await fetch(server.url + res.body.img)).headers.get('content-type')).toBe('image/webp');
    expect((await server.client().get(`/api/posts/${res.body._id}`)).body).toMatchObject({ img: res.body.img });
  });

  it('replies with only a video, or with a data-URL image from JSON', async () => {
    const { ben, postId } = await thread();
    const video = { bytes: await testVideo({ seconds: 1 }), name: 'clip.mp4', type: 'video/mp4' };
    const withVideo = await ben.client.put(`/api/posts/reply/${postId}`, formWith({ video }));
    expect(withVideo.status).toBe(201);
    expect(withVideo.body).toMatchObject({
      text: '',
      video: expect.stringMatching(/\.mp4$/),
      posterUrl: expect.stringMatching(/\.poster\.webp$/),
    });
    const withImage = await ben.client.put(`/api/posts/reply/${postId}`, { img: dataUrl(await pngImage()) });
    expect(withImage.status).toBe(201);
    expect(withImage.body.img).toMatch(/\.webp$/);
    expect((await server.client().get(`/api/posts/${postId}`)).body.replyCount).toBe(2);
  });

  it('refuses what a post refuses, with the reply’s texts, and keeps no file', async () => {
    const { ben, postId } = await thread();
    const before = storedMediaFiles(server.config.dataDir).length;
    const png = { bytes: await pngImage(), name: 'a.png', type: 'image/png' };
    const refusals = [
      [formWith({ text: '' }), 400, postMessages.REPLY_TEXT_REQUIRED],
      [formWith({ text: 'x', imgAlt: 'no image here' }), 400, postMessages.ALT_TEXT_WITHOUT_IMAGE],
      [formWith({ text: 'x', img: png, spoiler: 'w'.repeat(101) }), 400, postMessages.SPOILER_TOO_LONG],
      [formWith({ text: 'x'.repeat(501), img: png }), 400, postMessages.REPLY_TEXT_TOO_LONG],
      [
        formWith({ text: 'x', img: { bytes: svgWithScript, name: 'a.svg', type: 'image/svg+xml' } }),
        415,
        mediaMessages.IMAGE_TYPE_UNSUPPORTED,
      ],
    ] as const;
    for (const [form, status, error] of refusals) {
      const res = await ben.client.put(`/api/posts/reply/${postId}`, form);
      expect(res.status).toBe(status);
      expect(res.body).toEqual(answered(error));
    }
    const missing = await ben.client.put(
      '/api/posts/reply/01ARZ3NDEKTSV4RRFFQ69G5FAV',
      formWith({ text: 'x', img: png }),
    );
    expect(missing.status).toBe(404);
    expect(storedMediaFiles(server.config.dataDir)).toHaveLength(before);
    expect((await server.client().get(`/api/posts/${postId}`)).body.replyCount).toBe(0);
  });

  it('removes a reply’s media when it is deleted', async () => {
    const { ann, ben, postId } = await thread();
    const img = { bytes: await pngImage(), name: 'a.png', type: 'image/png' };
    const reply = (await ben.client.put(`/api/posts/reply/${postId}`, formWith({ img }))).body;
    expect((await fetch(server.url + reply.img)).status).toBe(200);
    // The post's owner removes it through the seed's route.
    expect((await ann.client.delete(`/api/posts/${postId}/replies/${reply._id}`)).status).toBe(200);
    expect((await fetch(server.url + reply.img)).status).toBe(404);
  });
});
