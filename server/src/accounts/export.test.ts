import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { newId } from '../db/ids.js';
import { buildWorld } from '../test/account-world.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { EXPORT_PAGE_SIZE } from './export-queries.js';

/** Every entry of a zip, by name. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe.each(engines)('data export on %s', (engine) => {
  const server = useTestServer(engine);

  it('streams a dated zip holding everything of mine, direct messages and their images included', async () => {
    const world = await buildWorld(server);
    const { alice, aliceUser, bobUser } = world;
    expect((await alice.post(`/api/posts/bookmark/${world.bobPost._id}`)).body).toEqual({ bookmarked: true });
    const res = await fetch(`${server.url}/api/users/me/export`, { headers: { cookie: alice.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="threads-${aliceUser.username}-${day}.zip"`,
    );
    const entries = await unzip(Buffer.from(await res.arrayBuffer()));
    const json = (name: string) => JSON.parse(entries.get(name)?.toString() ?? 'null');

    expect(json('profile.json')).toMatchObject({
      _id: aliceUser._id,
      username: aliceUser.username,
      email: aliceUser.email,
    });
    const posts = json('posts.json');
    expect(posts.posts.map((p: { _id: string }) => p._id)).toEqual([
      world.alicePost._id,
      world.aliceTextPost._id,
      world.aliceRepost._id,
    ]);
    expect(posts.replies.map((r: { text: string }) => r.text)).toEqual(['nice one, bob', 'talking to myself']);
    expect(json('likes.json')).toEqual([{ postId: world.bobPost._id, createdAt: expect.any(String) }]);
    expect(json('bookmarks.json')).toEqual([{ postId: world.bobPost._id, bookmarkedAt: expect.any(String) }]);
    expect(json('following.json')).toEqual([
      { _id: bobUser._id, username: bobUser.username, followedAt: expect.any(String) },
    ]);
    expect(json('followers.json')).toEqual([
      { _id: bobUser._id, username: bobUser.username, followedAt: expect.any(String) },
    ]);
    expect(json('stories.json').map((s: { _id: string }) => s._id)).toEqual([world.story._id]);
    const [conversation] = json('conversations.json');
    expect(conversation.with).toEqual({ _id: bobUser._id, username: bobUser.username });
    expect(conversation.messages.map((m: { text: string; mine: boolean }) => [m.text, m.mine])).toEqual([
      ['hi bob', true],
      ['hi alice', false],
      ['bye', true],
    ]);
    expect(
      json('notifications.json')
        .map((n: { type: string }) => n.type)
        .sort(),
    ).toEqual(['follow', 'like', 'repost', 'repost']);

    const referenced = [
      json('profile.json').profilePic,
      posts.posts[0].img,
      json('stories.json')[0].media,
      ...conversation.messages.map((m: { img: string | null }) => m.img).filter(Boolean),
    ];
    expect(referenced).toHaveLength(5);
    for (const path of referenced) {
      expect(path).toMatch(/^media\/[a-z0-9]+\.webp$/);
      const file = entries.get(path);
      expect(file?.subarray(0, 4).toString()).toBe('RIFF');
    }
    const imageKey = world.messages.fromBob.img.replace('/media/', '');
    const stored = await server.app.ctx.media.store.read(imageKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stored ?? []) chunks.push(chunk as Buffer);
    expect(entries.get(conversation.messages[1].img)).toEqual(Buffer.concat(chunks));
  });

  it('pages through a long history: every post and message, in order, in valid JSON', async () => {
    const client = server.client();
    const me = await client.signup();
    const friend = server.client();
    const friendUser = await friend.signup();
    const first = await client.post('/api/messages', { recipientId: friendUser._id, message: 'first' });
    const db = server.app.ctx.db;
    const count = EXPORT_PAGE_SIZE * 2 + 1;
    const now = Date.now();
    const posts = Array.from({ length: count }, (_, i) => ({
      id: newId(),
      author_id: me._id,
      text: `post ${i}`,
      img: null,
      video: null,
      poster: null,
      repost_of: null,
      created_at: now,
    }));
    const messages = Array.from({ length: count }, (_, i) => ({
      id: newId(),
      conversation_id: first.body.conversationId,
      sender_id: i % 2 === 0 ? me._id : friendUser._id,
      text: `message ${i} with "quotes" and a \\ backslash`,
      img: '',
      seen: 0,
      created_at: now,
    }));
    for (let i = 0; i < count; i += 100) {
      await db
        .insertInto('posts')
        .values(posts.slice(i, i + 100))
        .execute();
      await db
        .insertInto('messages')
        .values(messages.slice(i, i + 100))
        .execute();
    }
    // Ids made in the same millisecond need not come out in creation order: the archive is in id order.
    const postIds = posts.map((p) => p.id).sort();
    const messageIds = [first.body._id, ...messages.map((m) => m.id).sort()];

    const res = await fetch(`${server.url}/api/users/me/export`, { headers: { cookie: client.cookie } });
    expect(res.status).toBe(200);
    const entries = await unzip(Buffer.from(await res.arrayBuffer()));
    const json = (name: string) => JSON.parse(entries.get(name)?.toString() ?? 'null');
    expect(json('posts.json').posts.map((p: { _id: string }) => p._id)).toEqual(postIds);
    expect(json('posts.json').replies).toEqual([]);
    const [conversation, ...others] = json('conversations.json');
    expect(others).toEqual([]);
    expect(conversation.with).toEqual({ _id: friendUser._id, username: friendUser.username });
    expect(conversation.messages.map((m: { _id: string }) => m._id)).toEqual(messageIds);
    expect(conversation.messages.map((m: { text: string }) => m.text)).toContain(
      'message 0 with "quotes" and a \\ backslash',
    );
    for (const name of ['likes.json', 'bookmarks.json', 'stories.json', 'notifications.json', 'followers.json']) {
      expect(json(name)).toEqual([]);
    }
  }, 120_000);

  it('is refused to visitors and more than once per 10 minutes', async () => {
    const visitor = await server.client().get('/api/users/me/export');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ error: 'You must be logged in', code: 'LOGIN_REQUIRED' });
    const client = server.client();
    await client.signup();
    const first = await fetch(`${server.url}/api/users/me/export`, { headers: { cookie: client.cookie } });
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const second = await client.get('/api/users/me/export');
    expect(second.status).toBe(429);
    expect(second.body).toEqual({
      error: 'You can download your data once every 10 minutes.',
      code: 'EXPORTS_THROTTLED',
    });
  });
});
