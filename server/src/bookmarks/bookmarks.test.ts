import { describe, expect, it } from 'vitest';
import { changeRole } from '../admin/service.js';
import { pagingMessages } from '../db/pagination.js';
import type { Phrase } from '../lib/i18n/phrases.js';
import { postMessages } from '../posts/messages.js';
import { eventually } from '../test/eventually.js';
import { ids, type Person, postText, signUp } from '../test/people.js';
import { refusal } from '../test/refusal.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { visibilityMessages } from '../visibility/index.js';

describe.each(engines)('bookmarks on %s', (engine) => {
  const server = useTestServer(engine);

  const user = () => signUp(server);

  const post = (author: Person, text = 'worth keeping') => postText(author, text);

  const toggle = (who: Person, postId: string) => who.client.post(`/api/posts/bookmark/${postId}`);
  const bookmarks = async (who: Person, query = '') => (await who.client.get(`/api/posts/bookmarks${query}`)).body;

  it('toggles a bookmark, and every post view tells a logged-in viewer whether they bookmarked it', async () => {
    const alice = await user();
    const bob = await user();
    await bob.client.post(`/api/users/follow/${alice.id}`);
    const postId = await post(alice);
    await bob.client.put(`/api/posts/reply/${postId}`, { text: 'noted' });

    const on = await toggle(bob, postId);
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ bookmarked: true });
    expect((await bob.client.get(`/api/posts/${postId}`)).body.bookmarked).toBe(true);
    expect((await bob.client.get(`/api/posts/user/${alice.username}`)).body[0].bookmarked).toBe(true);
    expect((await bob.client.get(`/api/posts/user/${bob.username}/replies`)).body[0].post.bookmarked).toBe(true);
    await eventually(async () => {
      const feed = (await bob.client.get('/api/posts/feed')).body;
      expect(feed.find((p: { _id: string }) => p._id === postId)?.bookmarked).toBe(true);
    });
    // Views are cached for everyone: the bookmark is bob's alone.
    expect((await alice.client.get(`/api/posts/${postId}`)).body.bookmarked).toBe(false);
    expect((await alice.client.get('/api/posts/feed')).body[0].bookmarked).toBe(false);
    expect((await server.client().get(`/api/posts/${postId}`)).body).not.toHaveProperty('bookmarked');

    const off = await toggle(bob, postId);
    expect(off.body).toEqual({ bookmarked: false });
    expect((await bob.client.get(`/api/posts/${postId}`)).body.bookmarked).toBe(false);
    expect(await bookmarks(bob)).toEqual([]);
  });

  it('lists my bookmarks most recently bookmarked first, 20 a page, private to me', async () => {
    const alice = await user();
    const bob = await user();
    const carol = await user();
    const posts: string[] = [];
    for (let i = 0; i < 22; i++) posts.push(await post(alice, `post ${i}`));
    // Bookmarked oldest post last: it comes first.
    for (const id of [...posts.slice(1), posts[0] as string]) expect((await toggle(bob, id)).status).toBe(200);
    await toggle(carol, posts[5] as string);

    const order = [posts[0], ...posts.slice(1).reverse()];
    const first = await bookmarks(bob);
    expect(ids(first)).toEqual(order.slice(0, 20));
    expect(first.every((p: { bookmarked: boolean }) => p.bookmarked)).toBe(true);
    const rest = await bookmarks(bob, `?before=${first[19]._id}`);
    expect(ids(rest)).toEqual(order.slice(20));
    expect(ids(await bookmarks(carol))).toEqual([posts[5]]);
    expect(await bookmarks(alice)).toEqual([]);
  });

  it('refuses visitors, bad cursors, unknown posts and posts a block stands between', async () => {
    const alice = await user();
    const bob = await user();
    const postId = await post(alice);
    const visitor = server.client();
    for (const res of [
      await visitor.post(`/api/posts/bookmark/${postId}`),
      await visitor.get('/api/posts/bookmarks'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'You must be logged in', code: 'LOGIN_REQUIRED' });
    }
    const refusals: [Promise<{ status: number; body: unknown }>, number, Phrase][] = [
      [bob.client.get('/api/posts/bookmarks?before=nope'), 400, pagingMessages.PAGE_CURSOR_INVALID],
      [bob.client.get(`/api/posts/bookmarks?before=${postId}`), 400, postMessages.BOOKMARK_CURSOR_INVALID],
      [toggle(bob, '01ARZ3NDEKTSV4RRFFQ69G5FAV'), 404, postMessages.POST_NOT_FOUND],
      [toggle(bob, 'not-an-id'), 404, postMessages.POST_NOT_FOUND],
    ];
    for (const [request, status, error] of refusals) {
      const res = await request;
      expect(res.status).toBe(status);
      expect(res.body).toEqual(refusal(error));
    }
    await alice.client.post(`/api/users/block/${bob.id}`);
    const blocked = await toggle(bob, postId);
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual(refusal(visibilityMessages.USER_BLOCKED));
    expect(await bookmarks(bob)).toEqual([]);
  });

  it('leaves out posts the policy hides from me, and keeps the page full', async () => {
    const me = await user();
    const [blocker, blocked, frozen, suspended, muted, friend] = await Promise.all(
      Array.from({ length: 6 }, () => user()),
    );
    const admin = await user();
    await changeRole(server.app.ctx.db, admin.username, true, Date.now());
    const kept: string[] = [];
    for (let i = 0; i < 20; i++) kept.push(await post(friend!, `kept ${i}`));
    const hidden = [await post(blocker!), await post(blocked!), await post(frozen!), await post(suspended!)];
    const mutedPost = await post(muted!);
    for (const id of [...kept, ...hidden, mutedPost]) await toggle(me, id);

    await blocker!.client.post(`/api/users/block/${me.id}`);
    await me.client.post(`/api/users/block/${blocked!.id}`);
    await frozen!.client.put('/api/users/freeze');
    await admin.client.post(`/api/admin/users/${suspended!.id}/suspend`, { reason: 'test' });
    await me.client.post(`/api/users/mute/${muted!.id}`);

    const first = await bookmarks(me);
    // Mutes thin feeds only; the hidden four were bookmarked last, so the page reads past them.
    expect(ids(first)).toEqual([mutedPost, ...[...kept].reverse().slice(0, 19)]);
    expect(ids(await bookmarks(me, `?before=${first[19]._id}`))).toEqual([kept[0]]);
  });

  it('drops the bookmark when the post is deleted', async () => {
    const alice = await user();
    const bob = await user();
    const postId = await post(alice);
    await toggle(bob, postId);
    await alice.client.delete(`/api/posts/${postId}`);
    expect(await bookmarks(bob)).toEqual([]);
    const rows = await server.app.ctx.db.selectFrom('bookmarks').selectAll().where('post_id', '=', postId).execute();
    expect(rows).toEqual([]);
  });
});

describe.each(engines)('bookmark rate limit on %s', (engine) => {
  const server = useTestServer(engine);

  it('refuses the 121st bookmark toggle in ten minutes with 429', async () => {
    const client = server.client();
    const me = await client.signup();
    const postId = (await client.post('/api/posts/create', { postedBy: me._id, text: 'n' })).body._id;
    for (let i = 0; i < 120; i++) expect((await client.post(`/api/posts/bookmark/${postId}`)).status).toBe(200);
    const res = await client.post(`/api/posts/bookmark/${postId}`);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      error: 'You are bookmarking too fast. Please slow down.',
      code: 'BOOKMARKING_TOO_FAST',
    });
    expect((await client.get(`/api/posts/${postId}`)).body.bookmarked).toBe(false);
  });
});
