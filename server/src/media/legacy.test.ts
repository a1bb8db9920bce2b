import { describe, expect, it } from 'vitest';
import { privatizeLegacyChatImages } from '../db/migrations/0016-private-media.js';
import { dataUrl, pngImage } from '../test/media-files.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { moveLegacyPrivateMedia } from './legacy.js';
import { keyFromUrl, tmpFile } from './storage.js';

describe.each(engines)('chat images stored before private media, on %s', (engine) => {
  const server = useTestServer(engine);

  /** A chat image as the release before migration 0016 left it: a public 26-character name. */
  async function legacyChatImage() {
    const alice = server.client();
    const bob = server.client();
    const carol = server.client();
    await alice.signup();
    const bobUser = await bob.signup();
    await carol.signup();
    const sent = await alice.post('/api/messages', { recipientId: bobUser._id, img: dataUrl(await pngImage()) });
    const { db } = server.app.ctx;
    const { store } = server.app.ctx.media;
    const key = keyFromUrl(sent.body.img) ?? '';
    const legacyName = `${sent.body._id.toLowerCase()}.webp`;
    const file = tmpFile(server.config, 'webp');
    await store.download(key, file);
    await store.put(legacyName, file, 'image/webp');
    await store.remove([key]);
    await db
      .updateTable('media')
      .set({ file_name: legacyName, shared_with_id: null })
      .where('file_name', '=', key)
      .execute();
    await db
      .updateTable('messages')
      .set({ img: `/media/${legacyName}` })
      .where('id', '=', sent.body._id)
      .execute();
    return { alice, bob, carol, bobId: bobUser._id as string, legacyName };
  }

  it('makes them private: moved under private/, served to the two members only, gone from the public route', async () => {
    const { alice, bob, carol, bobId, legacyName } = await legacyChatImage();
    expect((await fetch(`${server.url}/media/${legacyName}`)).status).toBe(200);

    await privatizeLegacyChatImages(server.app.ctx.db);
    expect(await moveLegacyPrivateMedia(server.app.ctx, server.app.log)).toBe(1);
    expect(await moveLegacyPrivateMedia(server.app.ctx, server.app.log)).toBe(0);

    const [message] = (await alice.get(`/api/messages/${bobId}`)).body;
    expect(message.img).toBe(`/media/private/${legacyName}`);
    expect((await fetch(`${server.url}/media/${legacyName}`)).status).toBe(404);
    for (const [client, status] of [
      [alice, 200],
      [bob, 200],
      [carol, 404],
    ] as const) {
      expect((await fetch(server.url + message.img, { headers: { cookie: client.cookie } })).status).toBe(status);
    }
  });
});
