import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client.js';
import { refusal } from '../test/refusal.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { postMessages, postResults } from './messages.js';

describe.each(engines)('deleting replies on %s', (engine) => {
  const server = useTestServer(engine);

  async function user() {
    const client = server.client();
    const profile = await client.signup();
    return { client, id: profile._id as string, username: profile.username as string };
  }

  /** Alice's post with Bob's reply, read once so its view is cached. */
  async function thread() {
    const [alice, bob] = await Promise.all([user(), user()]);
    const post = (await alice.client.post('/api/posts/create', { postedBy: alice.id, text: 'a thread' })).body;
    const reply = (await bob.client.put(`/api/posts/reply/${post._id}`, { text: 'my answer' })).body;
    expect((await alice.client.get(`/api/posts/${post._id}`)).body.repliesCount).toBe(1);
    return { alice, bob, postId: post._id as string, replyId: reply._id as string };
  }

  const remove = (client: ApiClient, postId: string, replyId: string) =>
    client.delete(`/api/posts/${postId}/replies/${replyId}`);

  async function expectReplies(client: ApiClient, postId: string, count: number) {
    const read = await client.get(`/api/posts/${postId}`);
    expect(read.body.repliesCount).toBe(count);
    expect(read.body.replies).toHaveLength(count);
  }

  it("lets the reply's author delete it: counts, their replies list and the owner's notification follow", async () => {
    const { alice, bob, postId, replyId } = await thread();
    expect((await alice.client.get('/api/notifications')).body.map((n: { type: string }) => n.type)).toEqual(['reply']);

    const res = await remove(bob.client, postId, replyId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: postResults.replyDeleted });
    await expectReplies(alice.client, postId, 0);
    expect((await bob.client.get(`/api/posts/user/${bob.username}/replies`)).body).toEqual([]);
    expect((await alice.client.get('/api/notifications')).body).toEqual([]);
    expect((await alice.client.get('/api/notifications/unread-count')).body).toEqual({ count: 0 });
  });

  it("lets the post's owner delete someone else's reply on it", async () => {
    const { alice, postId, replyId } = await thread();
    expect((await remove(alice.client, postId, replyId)).status).toBe(200);
    await expectReplies(alice.client, postId, 0);
  });

  it('refuses anyone else with 403 and changes nothing', async () => {
    const { alice, postId, replyId } = await thread();
    const carol = await user();
    const res = await remove(carol.client, postId, replyId);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(refusal(postMessages.REPLY_DELETE_FORBIDDEN));
    await expectReplies(alice.client, postId, 1);
  });

  it('needs a login', async () => {
    const { alice, postId, replyId } = await thread();
    const res = await remove(server.client(), postId, replyId);
    expect(res.status).toBe(401);
    expect(res.body.error).toBeTruthy();
    await expectReplies(alice.client, postId, 1);
  });

  it('answers 404 for an unknown reply, a malformed id, or a reply that is not on that post', async () => {
    const { alice, bob, postId, replyId } = await thread();
    const other = (await alice.client.post('/api/posts/create', { postedBy: alice.id, text: 'another' })).body;
    for (const [post, reply] of [
      [postId, '01ARZ3NDEKTSV4RRFFQ69G5FAV'],
      [postId, 'not-an-id'],
      [other._id, replyId],
    ]) {
      const res = await remove(bob.client, post as string, reply as string);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(refusal(postMessages.REPLY_NOT_FOUND));
    }
    await expectReplies(alice.client, postId, 1);
    expect((await remove(bob.client, postId, replyId)).status).toBe(200);
    expect((await remove(bob.client, postId, replyId)).status).toBe(404);
  });

  const postRows = (ids: string[]) =>
    server.app.ctx.db
      .selectFrom('posts')
      .select(['id', 'text', 'deleted_at'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();

  it('leaves "This post was deleted" in place of a reply with replies, and removes it with its last reply', async () => {
    const { alice, bob, postId, replyId } = await thread();
    const carol = await user();
    const answer = (await carol.client.put(`/api/posts/reply/${replyId}`, { text: 'to bob' })).body;
    await alice.client.put(`/api/posts/like/${replyId}`);

    expect((await remove(bob.client, postId, replyId)).status).toBe(200);
    expect((await alice.client.get(`/api/posts/${replyId}`)).status).toBe(404);
    // Gone from its parent's seed `replies`; its own reply stays, under a placeholder naming no one.
    await expectReplies(alice.client, postId, 0);
    const kept = (await alice.client.get(`/api/posts/${answer._id}`)).body;
    expect(kept.replyTo).toEqual({ _id: replyId, username: '' });
    expect(await postRows([replyId])).toEqual([{ id: replyId, text: '', deleted_at: expect.any(Number) }]);
    expect(await server.app.ctx.db.selectFrom('likes').selectAll().where('post_id', '=', replyId).execute()).toEqual(
      [],
    );
    // A placeholder takes no new replies, likes or edits, and is not deleted twice.
    expect((await alice.client.put(`/api/posts/reply/${replyId}`, { text: 'late' })).status).toBe(404);
    expect((await alice.client.put(`/api/posts/like/${replyId}`)).status).toBe(404);
    expect((await bob.client.put(`/api/posts/${replyId}`, { text: 'back' })).status).toBe(404);
    expect((await remove(bob.client, postId, replyId)).status).toBe(404);
    expect((await bob.client.delete(`/api/posts/${replyId}`)).status).toBe(404);

    // Carol deletes her reply: the placeholder had nothing else below it, so it goes too; the post stays.
    expect((await carol.client.delete(`/api/posts/${answer._id}`)).status).toBe(200);
    expect(await postRows([replyId, answer._id])).toEqual([]);
    expect(await postRows([postId])).toEqual([{ id: postId, text: 'a thread', deleted_at: null }]);
  });

  it('removes a chain of placeholders up to the first post that still stands', async () => {
    const { alice, bob, postId, replyId } = await thread();
    const second = (await alice.client.put(`/api/posts/reply/${replyId}`, { text: 'two' })).body;
    const third = (await bob.client.put(`/api/posts/reply/${second._id}`, { text: 'three' })).body;
    expect((await alice.client.delete(`/api/posts/${postId}`)).status).toBe(200);
    expect((await bob.client.delete(`/api/posts/${replyId}`)).status).toBe(200);
    expect((await alice.client.delete(`/api/posts/${second._id}`)).status).toBe(200);
    const placeholders = await postRows([postId, replyId, second._id]);
    expect(placeholders.map((row) => row.deleted_at === null)).toEqual([false, false, false]);
    expect((await bob.client.delete(`/api/posts/${third._id}`)).status).toBe(200);
    expect(await postRows([postId, replyId, second._id, third._id])).toEqual([]);
  });

  it("lets a post's owner remove a reply with replies: it stays as a placeholder", async () => {
    const { alice, bob, postId, replyId } = await thread();
    const answer = (await alice.client.put(`/api/posts/reply/${replyId}`, { text: 'hm' })).body;
    expect((await remove(alice.client, postId, replyId)).status).toBe(200);
    expect((await bob.client.get(`/api/posts/${answer._id}`)).body.replyTo._id).toBe(replyId);
    expect(await bob.client.get(`/api/posts/user/${bob.username}/replies`)).toMatchObject({ body: [] });
  });
});
