import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../db/pagination.js';
import type { ApiClient } from '../test/api-client.js';
import { eventually } from '../test/eventually.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';

describe.each(engines)('reposts in the home feed on %s', (engine) => {
  const server = useTestServer(engine, { env: { RATE_LIMITS: 'off' } });

  async function user() {
    const client = server.client();
    const profile = await client.signup();
    return { client, id: profile._id as string, username: profile.username as string };
  }
  type User = Awaited<ReturnType<typeof user>>;

  async function post(author: { client: ApiClient; id: string }, text: string): Promise<string> {
    const res = await author.client.post('/api/posts/create', { postedBy: author.id, text });
    expect(res.status).toBe(201);
    return res.body._id;
  }
  const repost = async (who: User, postId: string) =>
    expect((await who.client.post('/api/posts/repost', { postId })).status).toBe(201);
  const ids = (body: { _id: string }[]) => body.map((p) => p._id);
  const subjects = (body: { _id: string; plainRepost: boolean; repostOf: { _id: string } | null }[]) =>
    body.map((p) => (p.plainRepost && p.repostOf ? p.repostOf._id : p._id));

  /** Me, following the author and three reposters; the feed read once, so later posts arrive by fan-out. */
  async function people() {
    const me = await user();
    const author = await user();
    const [maya, sam, lee] = [await user(), await user(), await user()] as [User, User, User];
    for (const p of [author, maya, sam, lee]) await me.client.post(`/api/users/follow/${p.id}`);
    await me.client.get('/api/posts/feed');
    return { me, author, maya, sam, lee };
  }

  it('shows a post reposted by three people I follow once, at the newest repost, with its real counts', async () => {
    const { me, author, maya, sam, lee } = await people();
    const original = await post(author, 'viral');
    await (await user()).client.put(`/api/posts/like/${original}`);
    await maya.client.put(`/api/posts/like/${original}`);
    for (const who of [sam, lee, maya]) await repost(who, original);
    const feed = await eventually(async () => {
      const body = (await me.client.get('/api/posts/feed')).body;
      // The reposts arrive by fan-out; the newest is maya's.
      expect(body[0]?.postedBy._id).toBe(maya.id);
      return body;
    });
    expect(subjects(feed)).toEqual([original]);
    expect(feed[0]).toMatchObject({
      postedBy: { _id: maya.id },
      plainRepost: true,
      text: 'viral',
      likesCount: 2,
      repostsCount: 3,
      reposted: false,
      repostedBy: { count: 3, people: [{ _id: maya.id }, { _id: lee.id }, { _id: sam.id }] },
    });
  });

  it('keeps paging exact: a post shown at its newest repost does not come back on a later page', async () => {
    const { me, author, maya, sam } = await people();
    const original = await post(author, 'early');
    const fillers: string[] = [];
    for (let i = 0; i < PAGE_SIZE + 3; i++) fillers.push(await post(author, `filler ${i}`));
    await repost(maya, original);
    await repost(sam, original);
    const fannedOut = async () => (await me.client.get('/api/posts/feed')).body[0]?.postedBy._id;
    await eventually(async () => expect(await fannedOut()).toBe(sam.id));
    const newest = [...fillers].reverse();

    const first = (await me.client.get('/api/posts/feed')).body;
    expect(subjects(first)).toEqual([original, ...newest.slice(0, PAGE_SIZE - 1)]);
    const before = first.at(-1)._id;
    const second = (await me.client.get(`/api/posts/feed?before=${before}`)).body;
    expect(ids(second)).toEqual(newest.slice(PAGE_SIZE - 1));
    const byNumber = (await me.client.get('/api/posts/feed?page=2')).body;
    expect(ids(byNumber)).toEqual(newest.slice(PAGE_SIZE - 1));
    expect((await me.client.get('/api/posts/feed?page=3')).body).toEqual([]);
  });

  it("leaves out a muted reposter's repost and names only the others; my own repost marks the post reposted", async () => {
    const { me, author, maya, sam } = await people();
    const original = await post(author, 'muted test');
    await repost(maya, original);
    await repost(sam, original);
    await me.client.post(`/api/users/mute/${sam.id}`);
    await repost(me, original);
    const feed = await eventually(async () => {
      const body = (await me.client.get('/api/posts/feed')).body;
      expect(body[0]?.repostedBy?.count).toBe(2);
      expect(body[0]?.postedBy._id).toBe(me.id);
      return body;
    });
    expect(subjects(feed)).toEqual([original]);
    expect(feed[0]).toMatchObject({ postedBy: { _id: me.id }, reposted: true });
    expect(feed[0].repostedBy.people.map((p: { _id: string }) => p._id)).toEqual([me.id, maya.id]);
  });
});
