import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagingMessages } from '../db/pagination.js';
import { dataUrl, pngImage } from '../test/media-files.js';
import { createPost, type Person, signUp } from '../test/people.js';
import { answered, refusal } from '../test/refusal.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { postMessages, postResults } from './messages.js';

describe.each(engines)('acting on posts on %s', (engine) => {
  const server = useTestServer(engine, { env: { MAX_IMAGE_MB: '1', MAX_VIDEO_SECONDS: '3' } });
  const user = () => signUp(server);
  const post = (author: Person, text = 'hello') => createPost(author, { text });
  const mediaExists = (url: string) => fs.existsSync(path.join(server.config.dataDir, url));

  it('needs a login to create, like, reply, repost, delete and read the feed; visitors read posts', async () => {
    const alice = await user();
    const created = await post(alice);
    const visitor = server.client();
    const attempts = [
      visitor.post('/api/posts/create', { postedBy: alice.id, text: 'x' }),
      visitor.put(`/api/posts/like/${created._id}`),
      visitor.put(`/api/posts/reply/${created._id}`, { text: 'x' }),
      visitor.post('/api/posts/repost', { postId: created._id }),
      visitor.delete(`/api/posts/${created._id}`),
      visitor.get('/api/posts/feed'),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'You must be logged in', code: 'LOGIN_REQUIRED' });
    }
    expect((await visitor.get(`/api/posts/${created._id}`)).status).toBe(200);
    expect((await visitor.get(`/api/posts/user/${alice.username}`)).body).toHaveLength(1);
    const missing = await visitor.get('/api/posts/01ARZ3NDEKTSV4RRFFQ69G5FAV');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(refusal(postMessages.POST_NOT_FOUND));
    expect((await visitor.get('/api/posts/not-an-id')).status).toBe(404);
  });

  it('toggles likes, one per user even under concurrent clicks', async () => {
    const alice = await user();
    const created = await post(alice);
    const likers = await Promise.all(Array.from({ length: 6 }, () => user()));
    const results = await Promise.all(likers.map((l) => l.client.put(`/api/posts/like/${created._id}`)));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    const afterMany = (await alice.client.get(`/api/posts/${created._id}`)).body;
    expect(afterMany.likesCount).toBe(6);
    expect([...afterMany.likes].sort()).toEqual(likers.map((l) => l.id).sort());

    const clicker = likers[0]!;
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => clicker.client.put(`/api/posts/like/${created._id}`)),
    );
    expect(burst.every((r) => r.status === 200)).toBe(true);
    const state = (await alice.client.get(`/api/posts/${created._id}`)).body;
    expect(state.likes.filter((id: string) => id === clicker.id).length).toBeLessThanOrEqual(1);

    const bob = await user();
    const on = await bob.client.put(`/api/posts/like/${created._id}`);
    expect(on.body).toMatchObject({ liked: true, message: postResults.liked });
    const off = await bob.client.put(`/api/posts/like/${created._id}`);
    expect(off.body).toMatchObject({ liked: false, message: postResults.unliked });
    expect((await alice.client.get(`/api/posts/${created._id}`)).body.likes).not.toContain(bob.id);
    const missing = await bob.client.put('/api/posts/like/01ARZ3NDEKTSV4RRFFQ69G5FAV');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(refusal(postMessages.POST_NOT_FOUND));
  });

  it('replies with 1 to 500 characters and returns the new reply', async () => {
    const alice = await user();
    const bob = await user();
    const created = await post(alice);
    const res = await bob.client.put(`/api/posts/reply/${created._id}`, { text: ' nice ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: bob.username, userProfilePic: '', text: 'nice', userId: bob.id });
    expect(res.body._id).toMatch(/^[0-9A-Z]{26}$/);
    const read = (await server.client().get(`/api/posts/${created._id}`)).body;
    const { _id, postId, userId, username, userProfilePic, text, createdAt } = res.body;
    expect(read.replies).toEqual([{ _id, postId, userId, username, userProfilePic, text, createdAt }]);
    expect(read.repliesCount).toBe(1);

    for (const [body, error] of [
      [{ text: '  ' }, postMessages.REPLY_TEXT_REQUIRED],
      [{}, postMessages.REPLY_TEXT_REQUIRED],
      [{ text: 'x'.repeat(501) }, postMessages.REPLY_TEXT_TOO_LONG],
    ] as const) {
      const refused = await bob.client.put(`/api/posts/reply/${created._id}`, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(answered(error));
    }
    const missing = await bob.client.put('/api/posts/reply/01ARZ3NDEKTSV4RRFFQ69G5FAV', { text: 'hi' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(refusal(postMessages.POST_NOT_FOUND));
  });

  it('reposts with the original embedded, counts reposts, and flattens reposts of bare reposts', async () => {
    const alice = await user();
    const bob = await user();
    const carol = await user();
    const original = await post(alice, 'original');
    const res = await bob.client.post('/api/posts/repost', { postId: original._id, message: 'look' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      postedBy: { _id: bob.id },
      text: 'look',
      repostOf: { _id: original._id, text: 'original', postedBy: { _id: alice.id, username: alice.username } },
    });
    const bare = await bob.client.post('/api/posts/repost', { postId: original._id });
    expect(bare.status).toBe(201);
    const again = await carol.client.post('/api/posts/repost', { postId: bare.body._id });
    expect(again.body.repostOf._id).toBe(original._id);
    expect((await server.client().get(`/api/posts/${original._id}`)).body.repostsCount).toBe(3);

    const missing = await bob.client.post('/api/posts/repost', { postId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(refusal(postMessages.POST_NOT_FOUND));
    const noId = await bob.client.post('/api/posts/repost', {});
    expect(noId.status).toBe(400);
    expect(noId.body).toEqual(refusal(postMessages.POST_ID_REQUIRED));
    const long = await bob.client.post('/api/posts/repost', { postId: original._id, message: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body).toEqual(refusal(postMessages.REPOST_MESSAGE_TOO_LONG));
  });

  it('lets only the owner delete: likes, bare reposts and media files go; with a reply a placeholder stays', async () => {
    const alice = await user();
    const bob = await user();
    const created = (
      await alice.client.post('/api/posts/create', {
        postedBy: alice.id,
        text: 'doomed',
        img: dataUrl(await pngImage()),
      })
    ).body;
    await bob.client.put(`/api/posts/like/${created._id}`);
    const reply = (await bob.client.put(`/api/posts/reply/${created._id}`, { text: 'hi' })).body;
    const bare = (await bob.client.post('/api/posts/repost', { postId: created._id })).body;
    const quote = (await bob.client.post('/api/posts/repost', { postId: created._id, message: 'my words' })).body;
    expect(mediaExists(created.img)).toBe(true);

    const refused = await bob.client.delete(`/api/posts/${created._id}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(refusal(postMessages.POST_DELETE_FORBIDDEN));

    const res = await alice.client.delete(`/api/posts/${created._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: postResults.postDeleted });
    expect((await alice.client.get(`/api/posts/${created._id}`)).status).toBe(404);
    expect((await alice.client.get(`/api/posts/${bare._id}`)).status).toBe(404);
    const kept = await alice.client.get(`/api/posts/${quote._id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.repostOf).toBeNull();
    expect(mediaExists(created.img)).toBe(false);
    expect((await fetch(server.url + created.img)).status).toBe(404);
    const db = server.app.ctx.db;
    expect(await db.selectFrom('likes').selectAll().where('post_id', '=', created._id).execute()).toEqual([]);
    expect(await db.selectFrom('notifications').selectAll().where('recipient_id', '=', alice.id).execute()).toEqual([]);
    expect((await alice.client.delete(`/api/posts/${created._id}`)).status).toBe(404);
    const placeholder = await db.selectFrom('posts').selectAll().where('id', '=', created._id).executeTakeFirst();
    expect(placeholder).toMatchObject({ text: '', img: null, author_id: alice.id });
    expect(placeholder?.deleted_at).toEqual(expect.any(Number));
    expect((await alice.client.get(`/api/posts/${reply._id}`)).body.replyTo).toEqual({
      _id: created._id,
      username: '',
    });

    // Its last reply gone, the placeholder goes too.
    expect((await bob.client.delete(`/api/posts/${reply._id}`)).status).toBe(200);
    expect(await db.selectFrom('posts').select('id').where('id', 'in', [created._id, reply._id]).execute()).toEqual([]);
  });

  it("lists a user's posts newest first with pages, and their replies with the posts they answer", async () => {
    const alice = await user();
    const bob = await user();
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) ids.push((await post(alice, `post ${i}`))._id);
    const newestFirst = [...ids].reverse();
    const page1 = (await server.client().get(`/api/posts/user/${alice.username}`)).body;
    expect(page1.map((p: { _id: string }) => p._id)).toEqual(newestFirst.slice(0, 20));
    const page2 = (await server.client().get(`/api/posts/user/${alice.username}?page=2`)).body;
    expect(page2.map((p: { _id: string }) => p._id)).toEqual(newestFirst.slice(20));
    expect((await server.client().get(`/api/posts/user/${alice.username}?page=3`)).body).toEqual([]);
    const after = (await server.client().get(`/api/posts/user/${alice.id}?before=${newestFirst[19]}`)).body;
    expect(after.map((p: { _id: string }) => p._id)).toEqual(newestFirst.slice(20));

    const reply = (await bob.client.put(`/api/posts/reply/${ids[3]}`, { text: 'answer' })).body;
    const replies = await server.client().get(`/api/posts/user/${bob.username}/replies`);
    expect(replies.status).toBe(200);
    expect(replies.body).toHaveLength(1);
    const { bookmarked, ...asAVisitorSeesIt } = reply;
    expect(replies.body[0].reply).toEqual(asAVisitorSeesIt);
    expect(replies.body[0].post._id).toBe(ids[3]);

    const nobody = await server.client().get('/api/posts/user/nobodyatall');
    expect(nobody.status).toBe(404);
    expect(nobody.body).toEqual({ error: 'User not found', code: 'USER_NOT_FOUND' });
    const badPage = await server.client().get(`/api/posts/user/${alice.username}?page=0`);
    expect(badPage.status).toBe(400);
    expect(badPage.body).toEqual(refusal(pagingMessages.PAGE_INVALID));
  });

  it('hides the posts, likes and replies of frozen users', async () => {
    const alice = await user();
    const bob = await user();
    const created = await post(alice);
    const bobPost = await post(bob, 'bob post');
    await bob.client.put(`/api/posts/like/${created._id}`);
    await bob.client.put(`/api/posts/reply/${created._id}`, { text: 'hey' });
    expect((await bob.client.put('/api/users/freeze')).status).toBe(200);
    expect((await server.client().get(`/api/posts/${bobPost._id}`)).status).toBe(404);
    expect((await server.client().get(`/api/posts/user/${bob.username}`)).status).toBe(404);
    const read = (await server.client().get(`/api/posts/${created._id}`)).body;
    expect(read.likes).toEqual([]);
    expect(read.replies).toEqual([]);
    expect((await alice.client.put(`/api/posts/like/${bobPost._id}`)).status).toBe(404);
  });
});
