import { describe, expect, it } from 'vitest';
import { pagingMessages } from '../db/pagination.js';
import { type Person, postText, signUp } from '../test/people.js';
import { refusal } from '../test/refusal.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { postMessages } from './messages.js';

interface ThreadPost {
  _id: string;
  hidden?: 'deleted' | 'unavailable';
  text?: string;
  replyCount: number;
}
interface Thread {
  ancestors: ThreadPost[];
  post: ThreadPost;
  replies: { post: ThreadPost; replies: ThreadPost[]; moreReplies: number }[];
}

describe.each(engines)('a post in its thread on %s', (engine) => {
  const server = useTestServer(engine, { env: { RATE_LIMITS: 'off' } });

  const person = () => signUp(server);

  async function reply(author: Person, parentId: string, text: string): Promise<string> {
    const res = await author.client.put(`/api/posts/reply/${parentId}`, { text });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body._id;
  }

  async function thread(reader: Person | null, id: string, query = ''): Promise<Thread> {
    const res = await (reader?.client ?? server.client()).get(`/api/posts/${id}/thread${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  const idsOf = (list: { _id: string }[]) => list.map((item) => item._id);
  const replyIds = (t: Thread) => t.replies.map((r) => r.post._id);

  it('reads root first, then the post, then its replies newest first, each with its first two replies', async () => {
    const [ann, ben, cat] = [await person(), await person(), await person()];
    const root = await postText(ann, 'root');
    const one = await reply(ben, root, 'one');
    const two = await reply(cat, one, 'two');
    const three = await reply(ann, two, 'three');
    const [a, b, c, d] = [
      await reply(ben, three, 'a'),
      await reply(cat, three, 'b'),
      await reply(ben, three, 'c'),
      await reply(ann, three, 'd'),
    ];
    const underA = [await reply(ann, a, 'a1'), await reply(cat, a, 'a2'), await reply(ben, a, 'a3')];

    const read = await thread(null, three);
    expect(idsOf(read.ancestors)).toEqual([root, one, two]);
    expect(read.ancestors.map((p) => p.text)).toEqual(['root', 'one', 'two']);
    expect(read.post).toMatchObject({ _id: three, text: 'three', replyCount: 4 });
    expect(replyIds(read)).toEqual([d, c, b, a]);
    const aItem = read.replies[3];
    expect(idsOf(aItem?.replies ?? [])).toEqual(underA.slice(0, 2));
    expect(aItem?.moreReplies).toBe(1);
    expect(read.replies[0]).toMatchObject({ replies: [], moreReplies: 0 });

    // The root's own thread: no ancestors; its one reply, with that reply's first reply nested.
    const top = await thread(null, root);
    expect(top.ancestors).toEqual([]);
    expect(top.replies).toEqual([
      expect.objectContaining({ post: expect.objectContaining({ _id: one }), moreReplies: 0 }),
    ]);
    expect(idsOf(top.replies[0]?.replies ?? [])).toEqual([two]);
    // A plain repost opens its original's thread.
    const repost = (await cat.client.post('/api/posts/repost', { postId: three })).body._id;
    expect((await thread(null, repost)).post._id).toBe(three);
  });

  it('pages replies with ?before= and ?page=, and refuses a bad cursor or an unknown post', async () => {
    const [ann, ben] = [await person(), await person()];
    const root = await postText(ann, 'popular');
    const replies: string[] = [];
    for (let i = 0; i < 23; i++) replies.push(await reply(ben, root, `reply ${i}`));
    const newestFirst = [...replies].reverse();
    const first = await thread(ann, root);
    expect(replyIds(first)).toEqual(newestFirst.slice(0, 20));
    const rest = await thread(ann, root, `?before=${newestFirst[19]}`);
    expect(replyIds(rest)).toEqual(newestFirst.slice(20));
    expect(rest.post._id).toBe(root);
    expect(replyIds(await thread(ann, root, '?page=2'))).toEqual(newestFirst.slice(20));
    expect((await thread(ann, root, `?before=${newestFirst[22]}`)).replies).toEqual([]);

    const bad = await ann.client.get(`/api/posts/${root}/thread?before=nope`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(refusal(pagingMessages.PAGE_CURSOR_INVALID));
    for (const id of ['01ARZ3NDEKTSV4RRFFQ69G5FAV', 'not-an-id']) {
      const missing = await ann.client.get(`/api/posts/${id}/thread`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(refusal(postMessages.POST_NOT_FOUND));
    }
  });

  it('keeps deleted posts with replies as "deleted" placeholders in place, and drops one whose replies all went', async () => {
    const [ann, ben, cat] = [await person(), await person(), await person()];
    const root = await postText(ann, 'root');
    const one = await reply(ben, root, 'one');
    const two = await reply(cat, one, 'two');
    const lonely = await reply(ben, root, 'lonely');
    const lonelyAnswer = await reply(cat, lonely, 'to lonely');
    expect((await ben.client.delete(`/api/posts/${one}`)).status).toBe(200);
    expect((await ann.client.delete(`/api/posts/${root}`)).status).toBe(200);
    expect((await ben.client.delete(`/api/posts/${lonely}`)).status).toBe(200);

    const read = await thread(cat, two);
    // Counts are of replies one can read: placeholders are not counted.
    expect(read.ancestors).toEqual([
      { _id: root, hidden: 'deleted', replyCount: 0 },
      { _id: one, hidden: 'deleted', replyCount: 1 },
    ]);
    const top = await thread(cat, root);
    expect(top.post).toEqual({ _id: root, hidden: 'deleted', replyCount: 0 });
    expect(top.replies.map((r) => [r.post._id, r.post.hidden, idsOf(r.replies)])).toEqual([
      [lonely, 'deleted', [lonelyAnswer]],
      [one, 'deleted', [two]],
    ]);
    // With its one reply deleted, the placeholder goes; the thread reads on without it.
    expect((await cat.client.delete(`/api/posts/${lonelyAnswer}`)).status).toBe(200);
    expect(replyIds(await thread(cat, root))).toEqual([one]);
  });

  it('leaves out replies by people blocked, muted, frozen or suspended and with muted words; shows hidden ancestors as unavailable', async () => {
    const [me, ann, blocked, muted] = [await person(), await person(), await person(), await person()];
    const [frozen, wordy, friend] = [await person(), await person(), await person()];
    const root = await postText(ann, 'root');
    const above = await reply(blocked, root, 'a blocked person above');
    const mine = await reply(me, above, 'my reply');
    const byFriend = await reply(friend, mine, 'friend');
    await reply(blocked, mine, 'blocked');
    await reply(muted, mine, 'muted');
    await reply(frozen, mine, 'frozen');
    await reply(wordy, mine, 'about spoilers today');
    const nestedUnderFriend = [await reply(muted, byFriend, 'muted nested'), await reply(ann, byFriend, 'kept nested')];
    await me.client.post(`/api/users/block/${blocked.id}`);
    await me.client.post(`/api/users/mute/${muted.id}`);
    await me.client.put('/api/users/muted-words', { words: ['spoilers'] });
    await frozen.client.put('/api/users/freeze');

    const read = await thread(me, mine);
    expect(read.ancestors.map((p) => [p._id, p.hidden ?? 'shown'])).toEqual([
      [root, 'shown'],
      [above, 'unavailable'],
    ]);
    expect(replyIds(read)).toEqual([byFriend]);
    expect(idsOf(read.replies[0]?.replies ?? [])).toEqual([nestedUnderFriend[1]]);
    expect(read.replies[0]?.moreReplies).toBe(0);
    // Someone else still sees them all, but never the frozen person's.
    expect(replyIds(await thread(ann, mine))).toHaveLength(4);
    // The blocked person cannot open the viewer's reply's thread, like its page.
    expect((await blocked.client.get(`/api/posts/${mine}/thread`)).status).toBe(404);
  });
});
