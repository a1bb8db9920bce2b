import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppEventMap } from '../app-events.js';
import type { ApiClient } from '../test/api-client.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';

describe.each(engines)('notifications on %s', (engine) => {
  const server = useTestServer(engine, { env: { RATE_LIMITS: 'off' } });
  const published: AppEventMap['notification.created'][] = [];
  beforeAll(() => {
    server.app.ctx.events.on('notification.created', (payload) => published.push(payload));
  });

  async function user() {
    const client = server.client();
    const profile = await client.signup();
    return { client, id: profile._id, username: profile.username };
  }

  async function post(author: { client: ApiClient; id: string }, text = 'hello'): Promise<string> {
    return (await author.client.post('/api/posts/create', { postedBy: author.id, text })).body._id;
  }

  const list = async (who: { client: ApiClient }) => (await who.client.get('/api/notifications')).body;

  /** Makes every notification insert fail, as a crash or a broken disk between the two writes would. */
  async function failNotificationInserts(fail: boolean) {
    const db = server.app.ctx.db;
    if (engine === 'sqlite') {
      await sql
        .raw(
          fail
            ? "create trigger refuse_notifications before insert on notifications begin select raise(abort, 'injected'); end"
            : 'drop trigger refuse_notifications',
        )
        .execute(db);
      return;
    }
    await sql
      .raw(
        fail
          ? `create function refuse_notification() returns trigger language plpgsql as $$ begin raise exception 'injected'; end $$;
             create trigger refuse_notifications before insert on notifications for each row execute function refuse_notification()`
          : 'drop trigger refuse_notifications on notifications; drop function refuse_notification()',
      )
      .execute(db);
  }

  it('keeps a reply or a repost only together with its notification', async () => {
    const alice = await user();
    const bob = await user();
    const postId = await post(alice);
    await failNotificationInserts(true);
    try {
      expect((await bob.client.put(`/api/posts/reply/${postId}`, { text: 'lost with it' })).status).toBe(500);
      expect((await bob.client.post('/api/posts/repost', { postId })).status).toBe(500);
    } finally {
      await failNotificationInserts(false);
    }
    const stored = (await alice.client.get(`/api/posts/${postId}`)).body;
    expect(stored).toMatchObject({ replies: [], repliesCount: 0, repostsCount: 0 });
    expect((await bob.client.get(`/api/posts/user/${bob.username}`)).body).toEqual([]);
    expect(await list(alice)).toEqual([]);
  });

  it('notifies follow, like, reply and repost of my content, newest first, with the sender populated', async () => {
    const alice = await user();
    const bob = await user();
    const postId = await post(alice);
    published.length = 0;
    await bob.client.post(`/api/users/follow/${alice.id}`);
    await bob.client.put(`/api/posts/like/${postId}`);
    const reply = await bob.client.put(`/api/posts/reply/${postId}`, { text: 'hi' });
    expect(reply.status).toBe(201);
    await bob.client.post('/api/posts/repost', { postId });

    const res = await alice.client.get('/api/notifications');
    expect(res.status).toBe(200);
    expect(res.body.map((n: { message: string }) => n.message)).toEqual([
      `${bob.username} reposted your post`,
      `${bob.username} replied to your post`,
      `${bob.username} liked your post`,
      `${bob.username} started following you`,
    ]);
    expect(res.body.map((n: { type: string }) => n.type)).toEqual(['repost', 'reply', 'like', 'follow']);
    // Beside the English sentence, what each client words in its own language (issue 32).
    expect(res.body.map((n: { kind: string; target: string | null }) => [n.kind, n.target])).toEqual([
      ['repost', 'post'],
      ['reply', 'post'],
      ['like', 'post'],
      ['follow', null],
    ]);
    expect(res.body[0].actors).toEqual([{ username: bob.username }]);
    expect(res.body.map((n: { postId: string | null }) => n.postId)).toEqual([postId, postId, postId, null]);
    const [first] = res.body;
    expect(first).toMatchObject({ isRead: false, senderId: { _id: bob.id, username: bob.username, profilePic: '' } });
    expect(first._id).toMatch(/^[0-9A-Z]{26}$/);
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
    expect(JSON.stringify(res.body)).not.toMatch(/email|password/);

    expect(published.map((p) => p.recipientId)).toEqual([alice.id, alice.id, alice.id, alice.id]);
    expect(published.map((p) => p.notification)).toEqual([...res.body].reverse());
    expect(await list(bob)).toEqual([]);
  });

  it('never notifies acting on my own content', async () => {
    const alice = await user();
    const postId = await post(alice);
    await alice.client.put(`/api/posts/like/${postId}`);
    await alice.client.put(`/api/posts/reply/${postId}`, { text: 'me again' });
    await alice.client.post('/api/posts/repost', { postId });
    expect(await list(alice)).toEqual([]);
  });

  it('takes back the notification when the like or the follow is undone', async () => {
    const alice = await user();
    const bob = await user();
    const postId = await post(alice);
    await bob.client.put(`/api/posts/like/${postId}`);
    await bob.client.post(`/api/users/follow/${alice.id}`);
    expect(await list(alice)).toHaveLength(2);
    await bob.client.put(`/api/posts/like/${postId}`);
    expect((await list(alice)).map((n: { type: string }) => n.type)).toEqual(['follow']);
    await bob.client.post(`/api/users/follow/${alice.id}`);
    expect(await list(alice)).toEqual([]);
  });

  it('keeps likes and follows in step with their notifications under bursts of concurrent clicks', async () => {
    const alice = await user();
    const bob = await user();
    const postId = await post(alice);
    for (const burst of [7, 8]) {
      await Promise.all([
        ...Array.from({ length: burst }, () => bob.client.put(`/api/posts/like/${postId}`)),
        ...Array.from({ length: burst }, () => bob.client.post(`/api/users/follow/${alice.id}`)),
      ]);
      const liked = (await alice.client.get(`/api/posts/${postId}`)).body.likes.includes(bob.id);
      const following = (await alice.client.get(`/api/users/profile/${alice.id}`)).body.followers.includes(bob.id);
      const types = (await list(alice)).map((n: { type: string }) => n.type);
      expect(types.filter((t: string) => t === 'like')).toHaveLength(liked ? 1 : 0);
      expect(types.filter((t: string) => t === 'follow')).toHaveLength(following ? 1 : 0);
    }
  });

  it('lets only the recipient mark one read (others get 404) and counts the unread', async () => {
    const alice = await user();
    const bob = await user();
    const postId = await post(alice);
    await bob.client.put(`/api/posts/like/${postId}`);
    await bob.client.put(`/api/posts/reply/${postId}`, { text: 'yo' });
    expect((await alice.client.get('/api/notifications/unread-count')).body).toEqual({ count: 2 });
    const [newest] = await list(alice);

    for (const client of [bob.client, server.client()]) {
      const refused = await client.put(`/api/notifications/${newest._id}`);
      expect(refused.status).toBe(client === bob.client ? 404 : 401);
    }
    const byBob = await bob.client.put(`/api/notifications/${newest._id}`);
    expect(byBob.body).toEqual({
      error: 'Notification not found',
      code: 'NOTIFICATION_NOT_FOUND',
    });
    expect((await list(alice))[0].isRead).toBe(false);

    const res = await alice.client.put(`/api/notifications/${newest._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: newest._id, isRead: true });
    expect((await list(alice))[0].isRead).toBe(true);
    expect((await alice.client.get('/api/notifications/unread-count')).body).toEqual({ count: 1 });

    expect((await alice.client.put('/api/notifications/read-all')).status).toBe(200);
    expect((await alice.client.get('/api/notifications/unread-count')).body).toEqual({ count: 0 });
    const missing = await alice.client.put('/api/notifications/01ARZ3NDEKTSV4RRFFQ69G5FAV');
    expect(missing.status).toBe(404);
  });

  it('needs a login to read notifications', async () => {
    const visitor = server.client();
    for (const path of ['/api/notifications', '/api/notifications/unread-count']) {
      const res = await visitor.get(path);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'You must be logged in', code: 'LOGIN_REQUIRED' });
    }
  });

  it('pages with ?before, 50 at a time', async () => {
    const alice = await user();
    const fans = await Promise.all(Array.from({ length: 54 }, () => user()));
    for (const fan of fans) await fan.client.post(`/api/users/follow/${alice.id}`);
    const first = await list(alice);
    expect(first).toHaveLength(50);
    const rest = (await alice.client.get(`/api/notifications?before=${first[49]._id}`)).body;
    expect(rest).toHaveLength(4);
    const all = [...first, ...rest].map((n: { _id: string }) => n._id);
    expect(all).toEqual([...all].sort().reverse());
  });

  it('carries the reply of a reply notification, so the web can open it on the post page', async () => {
    const alice = await user();
    const bob = await user();
    const postId = await post(alice);
    const reply = (await bob.client.put(`/api/posts/reply/${postId}`, { text: 'see this' })).body;
    await bob.client.put(`/api/posts/like/${postId}`);
    const [like, replied] = await list(alice);
    expect(replied).toMatchObject({ type: 'reply', postId, replyId: reply._id, count: 1, groupKey: replied._id });
    expect(like).toMatchObject({ type: 'like', replyId: null, count: 1 });
  });

  it('removes the notifications of a deleted post, and of a deleted repost', async () => {
    const alice = await user();
    const bob = await user();
    const postId = await post(alice);
    await bob.client.put(`/api/posts/like/${postId}`);
    const repost = (await bob.client.post('/api/posts/repost', { postId, message: 'quote' })).body;
    expect(await list(alice)).toHaveLength(2);
    await bob.client.delete(`/api/posts/${repost._id}`);
    expect((await list(alice)).map((n: { type: string }) => n.type)).toEqual(['like']);
    await alice.client.delete(`/api/posts/${postId}`);
    expect(await list(alice)).toEqual([]);
  });

  it('hides notifications from frozen senders', async () => {
    const alice = await user();
    const bob = await user();
    await bob.client.post(`/api/users/follow/${alice.id}`);
    await bob.client.put('/api/users/freeze');
    expect(await list(alice)).toEqual([]);
    expect((await alice.client.get('/api/notifications/unread-count')).body).toEqual({ count: 0 });
  });
});
