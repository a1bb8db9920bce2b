import { describe, expect, it } from 'vitest';
import { eventually } from '../../test/eventually.js';
import { FIXTURE_ACTORS, useInteropWorld } from '../../test/interop-world.js';
import { engines } from '../../test/server.js';

interface Notice {
  type: string;
  message: string;
}

/**
 * Notes written from GoToSocial's, Mastodon's and Misskey's documented examples (fixtures/README.md), each
 * posted to our inbox from a fake server on loopback, signed with PeerTube's or Misskey's library, and then
 * read back through our own API as our people see them.
 */
describe.each(engines)('notes from other servers’ documentation (%s)', (engine) => {
  const world = useInteropWorld(engine);
  const host = () => world.remote.origin.replace('http://', '');
  const post = async (id: string) => (await world.maya.client.get(`/api/posts/${id}`)).body;
  const told = async () => (await world.maya.client.get('/api/notifications')).body as Notice[];
  const noteId = (name: string) => (world.fixture(name).object as { id: string }).id;

  it('GoToSocial’s Note with an image and a content warning: text, warning, alt text, our own copy of the image', async () => {
    await world.deliver('gotosocial-note-attachment-cw', 'peertube');
    const shown = await post(await world.storedPost(noteId('gotosocial-note-attachment-cw')));
    expect(shown).toMatchObject({
      text: `Found this on a walk, @maya@${new URL(world.server.url).host}! #signs`,
      spoiler: 'Old signs',
      imgAlt: "Black and white image of some 50's style text saying: Welcome On Board",
      originalUrl: `${world.remote.origin}/@the_mighty_zork/statuses/01F8MHAAY43M6RJ473VQFCVH37`,
      postedBy: { username: `${FIXTURE_ACTORS.gotosocial}@${host()}` },
    });
    // Fetched and stored here, never hot-linked from their server.
    expect(shown.img).toMatch(/^\/media\//);
    const copy = await world.server.app.ctx.db
      .selectFrom('media')
      .select('blurhash')
      .where('file_name', '=', shown.img.slice('/media/'.length))
      .executeTakeFirst();
    expect(copy?.blurhash).toBe('LIIE|gRj00WB-;j[t7j[4nWBj[Rj');
    const image = await fetch(new URL(shown.img, world.server.url));
    expect(image.status).toBe(200);
    expect((await told()).find((n) => n.type === 'mention')?.message).toContain(`${FIXTURE_ACTORS.gotosocial}@`);
  }, 90_000);

  it('Mastodon’s Note with an image (its Blurhash and Focal points examples): our copy keeps its blurhash', async () => {
    await world.deliver('mastodon-note-attachment', 'misskey-draft');
    const shown = await post(await world.storedPost(noteId('mastodon-note-attachment')));
    expect(shown).toMatchObject({ text: 'A picture attached!', img: expect.stringMatching(/^\/media\//) });
    const copy = await world.server.app.ctx.db
      .selectFrom('media')
      .select('blurhash')
      .where('file_name', '=', shown.img.slice('/media/'.length))
      .executeTakeFirst();
    expect(copy?.blurhash).toBe('UBL_:rOpGG-oBUNG,qRj2so|=eE1w^n4S5NH');
  });

  it('Mastodon’s reply threads under Maya’s post and tells her; its Delete takes it away', async () => {
    await world.deliver('mastodon-reply', 'misskey-rfc9421');
    const replyId = await world.storedPost(noteId('mastodon-reply'));
    const original = await post(world.mayaPost.id);
    expect(original.repliesCount).toBe(1);
    expect(await post(replyId)).toMatchObject({
      text: `@maya@${new URL(world.server.url).host} What a lovely glaze & shape!`,
      replyTo: { _id: world.mayaPost.id },
    });
    const reply = (await told()).find((n) => n.type === 'reply');
    expect(reply?.message).toContain(`${FIXTURE_ACTORS.mastodon}@${host()}`);

    await world.deliver('mastodon-delete', 'misskey-draft');
    await eventually(async () => expect((await post(world.mayaPost.id)).repliesCount).toBe(0), 30_000, 100);
    expect((await world.maya.client.get(`/api/posts/${replyId}`)).status).toBe(404);
  }, 90_000);

  it('Misskey’s quote (_misskey_quote, quoteUrl) is a post quoting Maya’s, and she is told', async () => {
    await world.deliver('misskey-quote', 'misskey-draft');
    const shown = await post(await world.storedPost(noteId('misskey-quote')));
    expect(shown.repostOf).toMatchObject({ _id: world.mayaPost.id });
    expect(shown.text).toContain('Want one of these');
    expect(shown.postedBy.username).toBe(`${FIXTURE_ACTORS.misskey}@${host()}`);
    await eventually(
      async () => expect((await told()).map((n) => n.message).join('\n')).toContain(`${FIXTURE_ACTORS.misskey}@`),
      30_000,
      100,
    );
  }, 90_000);

  it('a FEP-044f quote (as Mastodon and GoToSocial send them) is a post quoting Maya’s', async () => {
    await world.deliver('fep-044f-quote', 'peertube');
    const shown = await post(await world.storedPost(noteId('fep-044f-quote')));
    expect(shown.repostOf).toMatchObject({ _id: world.mayaPost.id });
    expect(shown.text).toContain('Such a fine rim.');
  }, 90_000);
});
