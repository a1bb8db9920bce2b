import { describe, expect, it } from 'vitest';
import { ids, type Person, postText, signUp } from '../test/people.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';

interface Notification {
  type: string;
  message: string;
  postId: string | null;
  replyId: string | null;
}

/** A reply is a post: every action on a post works on a reply, and tells its author in words about a reply. */
describe.each(engines)('actions on a reply on %s', (engine) => {
  const server = useTestServer(engine, { env: { RATE_LIMITS: 'off' } });

  const person = () => signUp(server);

  async function replyTo(author: Person, postId: string, text: string) {
    const res = await author.client.put(`/api/posts/reply/${postId}`, { text });
    expect(res.status).toBe(201);
    return res.body;
  }

  const notifications = async (person: Person) =>
    (await person.client.get('/api/notifications')).body as Notification[];

  /** Ann's post, Ben's reply to it: the reply Ann and others act on. */
  async function thread() {
    const [ann, ben, cat] = [await person(), await person(), await person()];
    const postId = await postText(ann, 'a post');
    const reply = await replyTo(ben, postId, 'a reply');
    return { ann, ben, cat, postId, replyId: reply._id as string };
  }

  it('opens a reply on its own: its parent (id and author) and its counts', async () => {
    const { ann, ben, postId, replyId } = await thread();
    const read = await server.client().get(`/api/posts/${replyId}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      _id: replyId,
      postedBy: { _id: ben.id, username: ben.username },
      text: 'a reply',
      replyTo: { _id: postId, username: ann.username },
      replyCount: 0,
      likesCount: 0,
    });
    expect((await server.client().get(`/api/posts/${postId}`)).body).toMatchObject({ replyTo: null, replyCount: 1 });
  });

  it('likes a reply: "liked your reply", counted on the reply and not on its parent', async () => {
    const { ann, ben, postId, replyId } = await thread();
    expect((await ann.client.put(`/api/posts/like/${replyId}`)).body).toMatchObject({ liked: true, likesCount: 1 });
    expect((await server.client().get(`/api/posts/${replyId}`)).body).toMatchObject({ likes: [ann.id], likesCount: 1 });
    expect((await server.client().get(`/api/posts/${postId}`)).body.likesCount).toBe(0);
    expect(await notifications(ben)).toEqual([
      expect.objectContaining({ type: 'like', message: `${ann.username} liked your reply`, postId: replyId }),
    ]);
  });

  it('answers a reply: "replied to your reply", three levels deep, each under its own parent', async () => {
    const { ann, ben, cat, postId, replyId } = await thread();
    const second = await replyTo(cat, replyId, 'a reply to the reply');
    const third = await replyTo(ann, second._id, 'and deeper');
    expect(second).toMatchObject({ postId: replyId, replyTo: { _id: replyId, username: ben.username } });
    expect(third).toMatchObject({ postId: second._id, replyTo: { _id: second._id, username: cat.username } });
    const reply = (await server.client().get(`/api/posts/${replyId}`)).body;
    expect(reply).toMatchObject({ replyCount: 1, repliesCount: 1 });
    expect(reply.replies.map((r: { _id: string }) => r._id)).toEqual([second._id]);
    expect((await server.client().get(`/api/posts/${postId}`)).body.replyCount).toBe(1);
    expect(await notifications(ben)).toEqual([
      expect.objectContaining({
        type: 'reply',
        message: `${cat.username} replied to your reply`,
        postId: replyId,
        replyId: second._id,
      }),
    ]);
    expect((await notifications(cat))[0]).toMatchObject({ message: `${ann.username} replied to your reply` });
    const rows = await server.app.ctx.db
      .selectFrom('posts')
      .select(['id', 'reply_to', 'thread_root'])
      .where('thread_root', '=', postId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: replyId, reply_to: postId, thread_root: postId },
      { id: second._id, reply_to: replyId, thread_root: postId },
      { id: third._id, reply_to: second._id, thread_root: postId },
    ]);
  });

  it('reposts and quotes a reply: "reposted your reply", the quote embedding it with its parent', async () => {
    const { ann, ben, cat, postId, replyId } = await thread();
    const repost = await cat.client.post('/api/posts/repost', { postId: replyId });
    expect(repost.status).toBe(201);
    expect(repost.body).toMatchObject({ plainRepost: true, text: 'a reply', replyTo: { _id: postId } });
    const quote = await ann.client.post('/api/posts/repost', { postId: replyId, message: 'well said' });
    expect(quote.status).toBe(201);
    expect(quote.body.repostOf).toMatchObject({ _id: replyId, replyTo: { _id: postId, username: ann.username } });
    expect((await server.client().get(`/api/posts/${replyId}`)).body.repostsCount).toBe(2);
    // Reposts of one post within a day are one notification.
    expect((await notifications(ben)).map((n) => n.message)).toEqual([
      `${ann.username} and 1 other reposted your reply`,
    ]);
    // A repost of a reply is a post of the reposter's, in their followers' feeds.
    await ann.client.post(`/api/users/follow/${cat.id}`);
    const feed = (await ann.client.get('/api/posts/feed')).body;
    expect(ids(feed)).toContain(repost.body._id);
  });

  it('bookmarks, edits (with history, also in its parent’s replies) and reports a reply', async () => {
    const { ann, ben, postId, replyId } = await thread();
    expect((await ann.client.post(`/api/posts/bookmark/${replyId}`)).body).toEqual({ bookmarked: true });
    expect(ids((await ann.client.get('/api/posts/bookmarks')).body)).toEqual([replyId]);

    // The parent's view (with the reply's words in its replies) is read, so cached, before the edit.
    expect((await server.client().get(`/api/posts/${postId}`)).body.replies).toMatchObject([{ text: 'a reply' }]);
    expect((await ann.client.put(`/api/posts/${replyId}`, { text: 'not mine' })).status).toBe(403);
    const edited = await ben.client.put(`/api/posts/${replyId}`, { text: 'a better reply', spoiler: 'plot' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ text: 'a better reply', spoiler: 'plot', replyTo: { _id: postId } });
    expect(
      (await server.client().get(`/api/posts/${replyId}/history`)).body.map((v: { text: string }) => v.text),
    ).toEqual(['a reply', 'a better reply']);
    expect((await server.client().get(`/api/posts/${postId}`)).body.replies).toMatchObject([
      { text: 'a better reply' },
    ]);

    for (const targetType of ['reply', 'post']) {
      const report = await ann.client.post('/api/reports', { targetType, targetId: replyId, reason: 'spam' });
      expect(report.status).toBe(201);
    }
    const snapshots = await server.app.ctx.db.selectFrom('reports').select(['target_type', 'snapshot']).execute();
    const reply = JSON.parse(snapshots.find((r) => r.target_type === 'reply')?.snapshot ?? '{}');
    expect(reply).toMatchObject({ _id: replyId, username: ben.username, text: 'a better reply', postId });
    expect(reply.likes).toBeUndefined();
    const notAReply = await ann.client.post('/api/reports', { targetType: 'reply', targetId: postId, reason: 'spam' });
    expect(notAReply.status).toBe(404);
  });

  it('indexes a reply’s hashtags and notifies its mentions, once, edits adding only the new ones', async () => {
    const { ann, ben, cat, postId } = await thread();
    const dan = await person();
    const reply = await replyTo(cat, postId, `#Lakes are lovely @${ann.username} @${ben.username}`);
    expect(ids((await server.client().get('/api/posts/tag/lakes')).body)).toEqual([reply._id]);
    expect((await notifications(ann)).map((n) => n.message)).toEqual([
      `${cat.username} replied to your post`,
      `${ben.username} replied to your post`,
    ]);
    expect((await notifications(ben))[0]).toMatchObject({ type: 'mention', postId: reply._id, replyId: null });
    await cat.client.put(`/api/posts/${reply._id}`, { text: `#Lakes are lovely @${ben.username} @${dan.username}` });
    expect((await notifications(ben)).filter((n) => n.type === 'mention')).toHaveLength(1);
    expect(await notifications(dan)).toEqual([
      expect.objectContaining({ message: `${cat.username} mentioned you`, postId: reply._id }),
    ]);
    expect(ids((await server.client().get('/api/posts/search?q=lovely')).body)).toEqual([reply._id]);
  });

  it('keeps replies out of home feeds and off the Threads tab and its count; the Replies tab lists them', async () => {
    const { ann, ben, postId, replyId } = await thread();
    await ann.client.post(`/api/users/follow/${ben.id}`);
    const own = await postText(ben, 'a post of my own');
    expect(ids((await ann.client.get('/api/posts/feed')).body)).toEqual([own, postId]);
    expect(ids((await ben.client.get('/api/posts/feed')).body)).toEqual([own]);
    expect(ids((await server.client().get(`/api/posts/user/${ben.username}`)).body)).toEqual([own]);
    expect((await server.client().get(`/api/users/profile/${ben.username}`)).body.postsCount).toBe(1);
    const replies = (await server.client().get(`/api/posts/user/${ben.username}/replies`)).body;
    expect(
      replies.map((item: { reply: { _id: string }; post: { _id: string } }) => [item.reply._id, item.post._id]),
    ).toEqual([[replyId, postId]]);
  });

  it('pages the Replies tab by ?before= and ?page=, a deleted parent as a placeholder, and refuses a bad cursor', async () => {
    const { ann, ben, postId, replyId } = await thread();
    const later: string[] = [];
    for (let i = 0; i < 21; i++) later.push((await replyTo(ben, replyId, `more ${i}`))._id);
    const newestFirst = [...later.reverse(), replyId];
    const tab = async (query: string) => {
      const res = await server.client().get(`/api/posts/user/${ben.username}/replies${query}`);
      expect(res.status).toBe(200);
      return res.body as { reply: { _id: string }; post: { _id: string; hidden?: string } }[];
    };
    const first = await tab('');
    expect(first.map((item) => item.reply._id)).toEqual(newestFirst.slice(0, 20));
    expect((await tab(`?before=${newestFirst[19]}`)).map((item) => item.reply._id)).toEqual(newestFirst.slice(20));
    expect((await tab('?page=2')).map((item) => item.reply._id)).toEqual(newestFirst.slice(20));
    expect((await ann.client.delete(`/api/posts/${postId}`)).status).toBe(200);
    expect((await tab(`?before=${newestFirst[20]}`)).map((item) => item.post)).toEqual([
      { _id: postId, hidden: 'deleted', replyCount: 1 },
    ]);
    const bad = await server.client().get(`/api/posts/user/${ben.username}/replies?before=nope`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: 'before must be the id of the last item of the previous page',
      code: 'PAGE_CURSOR_INVALID',
    });
  });

  it('refuses a reply inside the thread of someone a block stands between', async () => {
    const { ann, ben, cat, replyId } = await thread();
    expect((await ann.client.post(`/api/users/block/${cat.id}`)).status).toBe(200);
    const refused = await cat.client.put(`/api/posts/reply/${replyId}`, { text: 'sneaking in' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'You cannot interact with this user',
      code: 'USER_BLOCKED',
    });
    expect((await server.client().get(`/api/posts/${replyId}`)).body.replyCount).toBe(0);
    expect(await notifications(ben)).toEqual([]);
  });
});
