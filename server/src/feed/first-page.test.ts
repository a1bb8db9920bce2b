import { describe, expect, it } from 'vitest';
import { insertFollow } from '../follows/queries.js';
import type { ApiClient } from '../test/api-client.js';
import { eventually } from '../test/eventually.js';
import { engines } from '../test/server.js';
import { type TwoAppsPerson, useTwoApps } from '../test/two-apps.js';
import { backfillFollower } from './fanout.js';

/**
 * A reader's first timeline page is kept in memory (`first-page.ts`); every write to the reader's entries must
 * reach it in every process. On PostgreSQL two apps share one database and one Redis: `a` takes the writes, `b`
 * serves the reads. SQLite runs one process, so there `b` is `a`. Before each write the test makes sure `b`
 * caches the reader's page, so what `b` shows after it can only come from the invalidation that reached it.
 */
describe.each(engines)("a reader's cached first page follows every write to their timeline on %s", (engine) => {
  const apps = useTwoApps(engine);
  const cachedOnB = (reader: TwoAppsPerson) => apps.b.app.ctx.cache.caches.timelines.get(reader.id);
  const feedOnB = async (reader: TwoAppsPerson) =>
    ((await reader.onB.get('/api/posts/feed')).body as { _id: string }[]).map((p) => p._id);
  /**
   * Waits for the queued jobs (a fan-out, a follow's backfill job, which would invalidate the page on its own),
   * then reads the feed on `b` until it shows (or not) `post` and `b` caches the page it read.
   */
  async function settles(reader: TwoAppsPerson, post: string, shown: boolean) {
    await eventually(async () => {
      const queued = await apps.a.app.ctx.jobs.depth();
      expect(queued.reduce((sum, kind) => sum + kind.ready + kind.delayed, 0)).toBe(0);
    });
    await eventually(async () => {
      expect((await feedOnB(reader)).includes(post)).toBe(shown);
      expect(cachedOnB(reader)).toBeDefined();
    });
  }
  const entryCachedOnB = (reader: TwoAppsPerson, post: string) =>
    cachedOnB(reader)?.refs.some((ref) => ref.id === post) ?? false;
  async function ok(client: ApiClient, path: string, body?: unknown) {
    const res = await client.post(path, body);
    expect(res.status).toBeOneOf([200, 201]);
    return res.body as { _id: string };
  }
  const postOf = async (author: TwoAppsPerson, text: string) =>
    (await ok(author.onA, '/api/posts/create', { postedBy: author.id, text }))._id;

  it("a followed person's post (fanned out), my own post and my repost are on the next read", async () => {
    const [me, author] = [await person(), await person()];
    await ok(me.onA, `/api/users/follow/${author.id}`);
    const first = await postOf(author, 'first');
    await settles(me, first, true);
    const second = await postOf(author, 'second');
    await settles(me, second, true);
    const mine = await postOf(me, 'mine');
    await settles(me, mine, true);
    const repost = (await ok(me.onA, '/api/posts/repost', { postId: first }))._id;
    await settles(me, repost, true);
  });

  it("a follow's backfill puts the author's earlier posts on the next read", async () => {
    const [me, author] = [await person(), await person()];
    const earlier = await postOf(author, 'before the follow');
    await feedOnB(me);
    // The follow alone (as a follow's transaction commits it): its backfill comes after, as the job's would.
    const ctx = apps.a.app.ctx;
    await insertFollow(ctx.db, me.id, author.id, Date.now());
    ctx.events.emit('follow.changed', { followerId: me.id, followeeId: author.id });
    await settles(me, earlier, false);
    await backfillFollower(ctx, me.id, author.id);
    await settles(me, earlier, true);
  });

  it('a deleted post, an unfollow, a block and a mute take the posts out', async () => {
    const [me, author] = [await person(), await person()];
    await ok(me.onA, `/api/users/follow/${author.id}`);
    const deleted = await postOf(author, 'to be deleted');
    await settles(me, deleted, true);
    expect((await author.onA.delete(`/api/posts/${deleted}`)).status).toBe(200);
    await settles(me, deleted, false);

    const post = await postOf(author, 'kept');
    await settles(me, post, true);
    await ok(me.onA, `/api/users/follow/${author.id}`);
    await settles(me, post, false);
    // The unfollow took the author's entries out of the timeline, and out of the page cached.
    expect(entryCachedOnB(me, post)).toBe(false);

    await ok(me.onA, `/api/users/follow/${author.id}`);
    await settles(me, post, true);
    await ok(author.onA, `/api/users/block/${me.id}`);
    await settles(me, post, false);
    expect(entryCachedOnB(me, post)).toBe(false);

    await ok(author.onA, `/api/users/block/${me.id}`);
    await ok(me.onA, `/api/users/follow/${author.id}`);
    await settles(me, post, true);
    await ok(me.onA, `/api/users/mute/${author.id}`);
    await settles(me, post, false);
  });

  it("a bookmark, a followed person's repost and its undoing show on the next read of a cached first page", async () => {
    const [me, author, friend] = [await person(), await person(), await person()];
    for (const followed of [author, friend]) await ok(me.onA, `/api/users/follow/${followed.id}`);
    const post = await postOf(author, 'marked');
    await settles(me, post, true);
    /** The post's own fields as `b` shows them, once `b` caches the page's marks. */
    const marksOnB = async () => {
      const page = (await me.onB.get('/api/posts/feed')).body as {
        _id: string;
        repostOf?: { _id: string };
        bookmarked: boolean;
        repostedBy?: { people: { _id: string }[] };
      }[];
      expect(apps.b.app.ctx.cache.caches.pageMarks.get(me.id)).toBeDefined();
      const shown = page.find((p) => p._id === post || p.repostOf?._id === post);
      return { bookmarked: shown?.bookmarked, repostedBy: shown?.repostedBy?.people.map((p) => p._id) ?? [] };
    };
    const becomes = (marks: Awaited<ReturnType<typeof marksOnB>>) =>
      eventually(async () => expect(await marksOnB()).toEqual(marks));
    await becomes({ bookmarked: false, repostedBy: [] });
    await ok(me.onA, `/api/posts/bookmark/${post}`);
    await becomes({ bookmarked: true, repostedBy: [] });
    await ok(friend.onA, '/api/posts/repost', { postId: post });
    await becomes({ bookmarked: true, repostedBy: [friend.id] });
    expect((await friend.onA.delete(`/api/posts/repost/${post}`)).status).toBe(200);
    await becomes({ bookmarked: true, repostedBy: [] });
    await ok(me.onA, `/api/posts/bookmark/${post}`);
    await becomes({ bookmarked: false, repostedBy: [] });
  });

  const person = () => apps.person();
});
