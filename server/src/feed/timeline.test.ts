import { describe, expect, it } from 'vitest';
import { newId } from '../db/ids.js';
import { PAGE_SIZE } from '../db/pagination.js';
import type { ApiClient } from '../test/api-client.js';
import { eventually } from '../test/eventually.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { FANOUT_POST } from './fanout-jobs.js';
import { TIMELINE_LENGTH, trimTimeline } from './timeline-queries.js';

describe.each(engines)('home timelines on %s', (engine) => {
  const server = useTestServer(engine, { env: { RATE_LIMITS: 'off', FANOUT_MAX_FOLLOWERS: '3' } });

  async function user() {
    const client = server.client();
    const profile = await client.signup();
    return { client, id: profile._id };
  }
  type User = Awaited<ReturnType<typeof user>>;
  async function post(author: { client: ApiClient; id: string }, text: string): Promise<string> {
    const res = await author.client.post('/api/posts/create', { postedBy: author.id, text });
    expect(res.status).toBe(201);
    return res.body._id;
  }
  const feedIds = async (reader: User, query = '') =>
    ((await reader.client.get(`/api/posts/feed${query}`)).body as { _id: string }[]).map((p) => p._id);
  const fanoutJobsLeft = async () =>
    (await server.app.ctx.db.selectFrom('jobs').select('id').where('kind', '=', FANOUT_POST).execute()).length;
  async function entriesOf(userId: string): Promise<string[]> {
    const rows = await server.app.ctx.db
      .selectFrom('timeline_entries')
      .select('post_id')
      .where('user_id', '=', userId)
      .orderBy('post_id', 'desc')
      .execute();
    return rows.map((r) => r.post_id);
  }

  it("writes a post into each follower's timeline, so it is there before anyone reads", async () => {
    const author = await user();
    const readers = [await user(), await user()];
    for (const reader of readers) {
      await reader.client.post(`/api/users/follow/${author.id}`);
      expect(await feedIds(reader)).toEqual([]);
    }
    const id = await post(author, 'fanned out');
    expect(await entriesOf(author.id)).toEqual([id]);
    for (const reader of readers) {
      await eventually(async () => expect(await entriesOf(reader.id)).toEqual([id]));
      expect(await feedIds(reader)).toEqual([id]);
    }
  });

  it('keeps ?before= pages gapless and duplicate-free while followed people keep posting', async () => {
    const me = await user();
    const friends = [await user(), await user()];
    for (const friend of friends) await me.client.post(`/api/users/follow/${friend.id}`);
    await feedIds(me);
    const written: string[] = [];
    for (let i = 0; i < PAGE_SIZE * 2 + 7; i++) written.push(await post(friends[i % 2] as User, `p${i}`));
    await eventually(async () => expect(await feedIds(me)).toEqual(written.slice(-PAGE_SIZE).reverse()));

    const seen: string[] = [];
    let before: string | undefined;
    const posting = (async () => {
      for (let i = 0; i < 10; i++) await post(friends[i % 2] as User, `during ${i}`);
    })();
    for (;;) {
      const page = await feedIds(me, before ? `?before=${before}` : '');
      if (page.length === 0) break;
      seen.push(...page);
      before = page.at(-1);
    }
    await posting;
    const olderThanFirstPage = seen.filter((id) => id <= (written.at(-1) ?? ''));
    expect(olderThanFirstPage).toEqual([...written].reverse());
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('merges the posts of authors above FANOUT_MAX_FOLLOWERS at read time instead of fanning them out', async () => {
    const big = await user();
    const small = await user();
    const fans = [await user(), await user(), await user(), await user()];
    for (const fan of fans) {
      await fan.client.post(`/api/users/follow/${big.id}`);
      await feedIds(fan);
    }
    const reader = fans[0] as User;
    await reader.client.post(`/api/users/follow/${small.id}`);
    const first = await post(small, 'small 1');
    const bigPost = await post(big, 'big');
    const last = await post(small, 'small 2');
    await eventually(async () => expect(await entriesOf(reader.id)).toEqual([last, first]));
    // The queue runs jobs side by side: the big author's may end after the small author's. Once it has, the
    // author is marked big, and it wrote no follower's timeline.
    await eventually(async () => expect(await fanoutJobsLeft()).toBe(0));
    for (const fan of fans.slice(1)) expect(await entriesOf(fan.id)).toEqual([]);
    expect(await feedIds(reader)).toEqual([last, bigPost, first]);
    expect(await feedIds(reader, `?before=${last}`)).toEqual([bigPost, first]);
    for (const fan of fans.slice(1)) expect(await feedIds(fan)).toEqual([bigPost]);
  });

  it("backfills the followee's recent posts when someone follows them", async () => {
    const me = await user();
    const author = await user();
    await feedIds(me);
    const older = await post(author, 'before the follow');
    const newer = await post(author, 'also before');
    await me.client.post(`/api/users/follow/${author.id}`);
    await eventually(async () => expect(await entriesOf(me.id)).toEqual([newer, older]));
    expect(await feedIds(me)).toEqual([newer, older]);
  });

  it("has the followee's posts in the follower's timeline as soon as the follow answers", async () => {
    const me = await user();
    const author = await user();
    await feedIds(me);
    const older = await post(author, 'there before the follow');
    const newer = await post(author, 'also there before');
    // The worker is not woken for the follow's job: only the follow itself may have put the posts in.
    const emit = server.app.ctx.events.emit.bind(server.app.ctx.events);
    server.app.ctx.events.emit = ((name: string, payload: unknown) =>
      name === 'jobs.queued' ? false : emit(name as never, payload as never)) as typeof emit;
    try {
      await me.client.post(`/api/users/follow/${author.id}`);
      expect(await entriesOf(me.id)).toEqual([newer, older]);
    } finally {
      server.app.ctx.events.emit = emit;
    }
  });

  it('hides, at read time, posts of people unfollowed, posts deleted and posts of frozen accounts', async () => {
    const me = await user();
    const [kept, unfollowed, deleter, freezer] = [await user(), await user(), await user(), await user()];
    for (const other of [kept, unfollowed, deleter, freezer]) await me.client.post(`/api/users/follow/${other.id}`);
    await feedIds(me);
    const keptPost = await post(kept, 'stays');
    const unfollowedPost = await post(unfollowed, 'goes with the follow');
    const deletedPost = await post(deleter, 'deleted');
    const frozenPost = await post(freezer, 'frozen');
    const all = [frozenPost, deletedPost, unfollowedPost, keptPost];
    await eventually(async () => expect(await feedIds(me)).toEqual(all));

    await me.client.post(`/api/users/follow/${unfollowed.id}`);
    expect(await deleter.client.delete(`/api/posts/${deletedPost}`)).toMatchObject({ status: 200 });
    await freezer.client.put('/api/users/freeze');
    expect(await feedIds(me)).toEqual([keptPost]);

    // The read checks the follow itself, so an entry a fan-out wrote after the unfollow stays hidden too.
    await server.app.ctx.db
      .insertInto('timeline_entries')
      .values({ user_id: me.id, post_id: unfollowedPost, author_id: unfollowed.id })
      .execute();
    expect(await feedIds(me)).toEqual([keptPost]);
  });

  it('trims a timeline to its newest entries and reads the older posts from follows', async () => {
    const me = await user();
    const author = await user();
    await me.client.post(`/api/users/follow/${author.id}`);
    await feedIds(me);
    const ids = Array.from({ length: TIMELINE_LENGTH + 30 }, () => newId()).sort();
    await server.app.ctx.db
      .insertInto('posts')
      .values(ids.map((id) => ({ id, author_id: author.id, text: 'bulk', created_at: Date.now() })))
      .execute();
    await server.app.ctx.db
      .insertInto('timeline_entries')
      .values(ids.map((id) => ({ user_id: me.id, post_id: id, author_id: author.id })))
      .execute();
    await trimTimeline(server.app.ctx.db, me.id);
    const newestFirst = [...ids].reverse();
    expect(await entriesOf(me.id)).toEqual(newestFirst.slice(0, TIMELINE_LENGTH));
    const lastPage = Math.ceil(ids.length / PAGE_SIZE);
    const deep = await feedIds(me, `?page=${lastPage}`);
    expect(deep).toEqual(newestFirst.slice((lastPage - 1) * PAGE_SIZE));
    const across = await feedIds(me, `?before=${newestFirst[TIMELINE_LENGTH - 11]}`);
    expect(across).toEqual(newestFirst.slice(TIMELINE_LENGTH - 10, TIMELINE_LENGTH + 10));
  });
});
