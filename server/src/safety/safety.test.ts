import { describe, expect, it } from 'vitest';
import { newId } from '../db/ids.js';
import { PAGE_SIZE } from '../db/pagination.js';
import type { ApiClient } from '../test/api-client.js';
import { formWith, pngImage } from '../test/media-files.js';
import { coded } from '../test/refusal.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';

const UNKNOWN_ID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
const BLOCKED = { error: 'You cannot interact with this user', code: 'USER_BLOCKED' };

describe.each(engines)('block, mute and muted words on %s', (engine) => {
  const server = useTestServer(engine);

  async function person(): Promise<{ client: ApiClient; id: string; username: string }> {
    const client = server.client();
    const me = await client.signup();
    return { client, id: me._id, username: me.username };
  }

  it('toggles a block, lists it, and ends the follows both ways', async () => {
    const alice = await person();
    const bob = await person();
    await alice.client.post(`/api/users/follow/${bob.id}`);
    await bob.client.post(`/api/users/follow/${alice.id}`);
    const blocked = await alice.client.post(`/api/users/block/${bob.id}`);
    expect(blocked.status).toBe(200);
    expect(blocked.body).toEqual({ blocked: true });
    const list = await alice.client.get('/api/users/blocks');
    expect(list.body).toEqual([
      { _id: bob.id, username: bob.username, name: expect.any(String), profilePic: '', bio: '', followers: [] },
    ]);
    const profile = (await alice.client.get(`/api/users/profile/${alice.id}`)).body;
    expect(profile).toMatchObject({ followers: [], following: [] });
    expect((await alice.client.post(`/api/users/block/${bob.id}`)).body).toEqual({ blocked: false });
    expect((await alice.client.get('/api/users/blocks')).body).toEqual([]);
    // Unblocking does not bring the follows back.
    expect((await bob.client.get(`/api/users/profile/${bob.id}`)).body.following).toEqual([]);
  });

  it('marks a blocked profile blockedByMe for the blocker and hides the blocker from the blocked', async () => {
    const alice = await person();
    const bob = await person();
    await alice.client.post(`/api/users/block/${bob.id}`);
    const seen = await alice.client.get(`/api/users/profile/${bob.username}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ blockedByMe: true, mutedByMe: false });
    expect(seen.body).not.toHaveProperty('role');
    const hidden = await bob.client.get(`/api/users/profile/${alice.username}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ error: 'User not found', code: 'USER_NOT_FOUND' });
  });

  it.each([
    ['block', 'You cannot block yourself', 'blocked'],
    ['mute', 'You cannot mute yourself', 'muted'],
  ])('refuses to %s yourself, unknown users, and visitors', async (action, selfMessage) => {
    const alice = await person();
    const self = await alice.client.post(`/api/users/${action}/${alice.id}`);
    expect(self.status).toBe(400);
    expect(self.body).toEqual(coded(selfMessage));
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const unknown = await alice.client.post(`/api/users/${action}/${id}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ error: 'User not found', code: 'USER_NOT_FOUND' });
    }
    const visitor = await server.client().post(`/api/users/${action}/${alice.id}`);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ error: 'You must be logged in', code: 'LOGIN_REQUIRED' });
    expect((await alice.client.get(`/api/users/${action}s`)).body).toEqual([]);
  });

  it('refuses every write between the two people, both ways, with 403', async () => {
    const alice = await person();
    const bob = await person();
    const png = await pngImage(32, 24);
    const postOf = async (who: typeof alice) =>
      (await who.client.post('/api/posts/create', { postedBy: who.id, text: 'hello' })).body._id as string;
    const storyOf = async (who: typeof alice) =>
      (
        await who.client.post(
          '/api/stories/create',
          formWith({ mediaType: 'image', media: { bytes: png, name: 's.png', type: 'image/png' } }),
        )
      ).body._id as string;
    const content = {
      alice: { id: alice.id, post: await postOf(alice), story: await storyOf(alice) },
      bob: { id: bob.id, post: await postOf(bob), story: await storyOf(bob) },
    };
    await alice.client.post(`/api/users/block/${bob.id}`);
    const pairs = [
      [alice, content.bob],
      [bob, content.alice],
    ] as const;
    for (const [actor, target] of pairs) {
      const writes = [
        await actor.client.post(`/api/users/follow/${target.id}`),
        await actor.client.put(`/api/posts/like/${target.post}`),
        await actor.client.put(`/api/posts/reply/${target.post}`, { text: 'hi' }),
        await actor.client.post('/api/posts/repost', { postId: target.post }),
        await actor.client.post('/api/messages', { recipientId: target.id, message: 'hi' }),
        await actor.client.post(`/api/stories/${target.story}/view`),
      ];
      expect(writes.map((w) => [w.status, w.body])).toEqual(writes.map(() => [403, BLOCKED]));
      const page = await actor.client.get(`/api/posts/${target.post}`);
      expect(page.status).toBe(404);
    }
  });

  it('keeps an existing conversation readable after a block, but refuses sending', async () => {
    const alice = await person();
    const bob = await person();
    await bob.client.post('/api/messages', { recipientId: alice.id, message: 'before the block' });
    await alice.client.post(`/api/users/block/${bob.id}`);
    const history = await alice.client.get(`/api/messages/${bob.id}`);
    expect(history.status).toBe(200);
    expect(history.body.map((m: { text: string }) => m.text)).toEqual(['before the block']);
    const conversations = await bob.client.get('/api/messages/conversations');
    expect(conversations.body).toHaveLength(1);
    const send = await alice.client.post('/api/messages', { recipientId: bob.id, message: 'after' });
    expect(send.status).toBe(403);
    expect(send.body).toEqual(BLOCKED);
  });

  it('toggles a mute without telling the muted person, who stays reachable', async () => {
    const alice = await person();
    const carol = await person();
    expect((await alice.client.post(`/api/users/mute/${carol.id}`)).body).toEqual({ muted: true });
    expect((await alice.client.get('/api/users/mutes')).body.map((u: { _id: string }) => u._id)).toEqual([carol.id]);
    const profile = await alice.client.get(`/api/users/profile/${carol.id}`);
    expect(profile.body).toMatchObject({ mutedByMe: true, blockedByMe: false });
    expect((await carol.client.get(`/api/users/profile/${alice.id}`)).body).toMatchObject({ mutedByMe: false });
    // Carol can still follow, and her follow makes no notification for alice.
    expect((await carol.client.post(`/api/users/follow/${alice.id}`)).status).toBe(200);
    expect((await alice.client.get('/api/notifications')).body).toEqual([]);
    expect((await alice.client.post(`/api/users/mute/${carol.id}`)).body).toEqual({ muted: false });
    expect((await alice.client.get('/api/users/mutes')).body).toEqual([]);
  });

  it('keeps muted words trimmed, lower-cased and unique, in order', async () => {
    const alice = await person();
    expect((await alice.client.get('/api/users/muted-words')).body).toEqual({ words: [] });
    const saved = await alice.client.put('/api/users/muted-words', {
      words: ['  Spoilers ', 'cats', 'SPOILERS', 'a b'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ words: ['spoilers', 'cats', 'a b'] });
    expect((await alice.client.get('/api/users/muted-words')).body).toEqual(saved.body);
    expect((await alice.client.put('/api/users/muted-words', { words: [] })).body).toEqual({ words: [] });
  });

  it.each([
    [{ words: [''] }, 'Each muted word must be 1 to 50 characters long'],
    [{ words: ['   '] }, 'Each muted word must be 1 to 50 characters long'],
    [{ words: ['x'.repeat(51)] }, 'Each muted word must be 1 to 50 characters long'],
    [{ words: Array.from({ length: 101 }, (_, i) => `w${i}`) }, 'You can mute at most 100 words'],
    [{}, 'words must be a list of words'],
  ])('refuses muted words %# with 400 and keeps the old list', async (body, message) => {
    const alice = await person();
    await alice.client.put('/api/users/muted-words', { words: ['kept'] });
    const refused = await alice.client.put('/api/users/muted-words', body);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(coded(message));
    expect((await alice.client.get('/api/users/muted-words')).body).toEqual({ words: ['kept'] });
  });

  it('accepts exactly 100 words of 50 characters', async () => {
    const alice = await person();
    const words = Array.from({ length: 100 }, (_, i) => `${i}`.padStart(50, 'w'));
    expect((await alice.client.put('/api/users/muted-words', { words })).body).toEqual({ words });
  });

  it('takes posts with a muted word (whole word, any case) out of the home feed, and keeps pages full', async () => {
    const alice = await person();
    const dave = await person();
    await alice.client.post(`/api/users/follow/${dave.id}`);
    const texts = ['Spoilers ahead!', 'no spoilersx here', 'plain', ...Array.from({ length: 25 }, () => 'spoilers')];
    for (const text of [...texts.slice(3), ...texts.slice(0, 3)]) {
      await dave.client.post('/api/posts/create', { postedBy: dave.id, text });
    }
    await alice.client.put('/api/users/muted-words', { words: ['SPOILERS'] });
    const feed = await alice.client.get('/api/posts/feed');
    expect(feed.body.map((p: { text: string }) => p.text)).toEqual(['plain', 'no spoilersx here']);
  });

  it("matches muted words in a post's content warning too, and in a reposted original's (a quote of it shows it unavailable)", async () => {
    const alice = await person();
    const dave = await person();
    const erin = await person();
    await alice.client.post(`/api/users/follow/${dave.id}`);
    const warned = await erin.client.post('/api/posts/create', {
      postedBy: erin.id,
      text: 'the ending',
      spoiler: 'Finale',
    });
    await dave.client.post('/api/posts/create', { postedBy: dave.id, text: 'plain' });
    await dave.client.post('/api/posts/create', { postedBy: dave.id, text: 'twist', spoiler: 'finale talk' });
    await dave.client.post('/api/posts/repost', { postId: warned.body._id, message: 'read this' });
    await dave.client.post('/api/posts/repost', { postId: warned.body._id });
    await alice.client.put('/api/users/muted-words', { words: ['finale'] });
    const feed = await alice.client.get('/api/posts/feed');
    expect(feed.body.map((p: { text: string }) => p.text)).toEqual(['read this', 'plain']);
    expect(feed.body[0]).toMatchObject({ quotedUnavailable: true, repostOf: null });
    expect(JSON.stringify(feed.body)).not.toMatch(/the ending|Finale/);
  });

  it('takes video posts with a muted word out of the video feed, and keeps its pages full', async () => {
    const alice = await person();
    const dave = await person();
    await alice.client.post(`/api/users/follow/${dave.id}`);
    // Video posts as the media pipeline stores them, oldest first: 25 plain ones, then a full page of muted ones.
    const texts = [
      ...Array.from({ length: 25 }, (_, i) => `clip ${i}`),
      ...Array.from({ length: 25 }, () => 'Spoilers'),
    ];
    const stored = texts.map((text, i) => ({
      id: newId(),
      author_id: dave.id,
      text,
      img: null,
      video: `/media/clip-${i}.mp4`,
      poster: null,
      repost_of: null,
      created_at: Date.now(),
    }));
    for (const row of stored) await server.app.ctx.db.insertInto('posts').values(row).execute();
    await alice.client.put('/api/users/muted-words', { words: ['spoilers'] });

    const plain = stored
      .filter((row) => row.text !== 'Spoilers')
      .map((row) => row.id)
      .reverse();
    const first = await alice.client.get('/api/posts/feed?media=video');
    expect(first.body.map((p: { _id: string }) => p._id)).toEqual(plain.slice(0, PAGE_SIZE));
    const second = await alice.client.get('/api/posts/feed?media=video&page=2');
    expect(second.body.map((p: { _id: string }) => p._id)).toEqual(plain.slice(PAGE_SIZE));
    const after = await alice.client.get(`/api/posts/feed?media=video&before=${plain[PAGE_SIZE - 1]}`);
    expect(after.body.map((p: { _id: string }) => p._id)).toEqual(plain.slice(PAGE_SIZE));
  });
});
