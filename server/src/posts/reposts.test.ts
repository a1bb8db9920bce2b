import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { up as onePlainRepost } from '../db/migrations/0025-one-plain-repost.js';
import type { ApiClient } from '../test/api-client.js';
import { eventually } from '../test/eventually.js';
import { dataUrl, pngImage } from '../test/media-files.js';
import { refusal } from '../test/refusal.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { postMessages } from './messages.js';

describe.each(engines)('reposts on %s', (engine) => {
  const server = useTestServer(engine, { env: { RATE_LIMITS: 'off' } });

  const db = () => server.app.ctx.db;

  async function user() {
    const client = server.client();
    const profile = await client.signup();
    return { client, id: profile._id as string, username: profile.username as string };
  }
  type User = Awaited<ReturnType<typeof user>>;

  async function post(author: { client: ApiClient; id: string }, text = 'original', img?: string) {
    const res = await author.client.post('/api/posts/create', { postedBy: author.id, text, img });
    expect(res.status).toBe(201);
    return res.body;
  }

  const repost = (who: User, postId: string, message?: string) =>
    who.client.post('/api/posts/repost', { postId, message });
  const plainReposts = async (authorId: string, postId: string) =>
    db()
      .selectFrom('posts')
      .select('id')
      .where('author_id', '=', authorId)
      .where('repost_of', '=', postId)
      .where('text', '=', '')
      .execute();

  it('allows one plain repost per person and post: again, or through the repost itself, is 409', async () => {
    const alice = await user();
    const bob = await user();
    const original = await post(alice);
    expect((await repost(bob, original._id)).status).toBe(201);
    const again = await repost(bob, original._id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'You already reposted this post.',
      code: 'REPOST_EXISTS',
    });
    const mine = (await plainReposts(bob.id, original._id))[0];
    const viaRepost = await repost(bob, mine?.id ?? '');
    expect(viaRepost.status).toBe(409);
    expect(viaRepost.body).toEqual(refusal(postMessages.REPOST_EXISTS));
    // Quotes are posts of their own: as many as one likes.
    expect((await repost(bob, original._id, 'one')).status).toBe(201);
    expect((await repost(bob, original._id, 'two')).status).toBe(201);
    expect((await server.client().get(`/api/posts/${original._id}`)).body.repostsCount).toBe(3);
  });

  it('lets only one of concurrent plain reposts through (the database decides)', async () => {
    const alice = await user();
    const bob = await user();
    const original = await post(alice);
    const answers = await Promise.all(Array.from({ length: 6 }, () => repost(bob, original._id)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await plainReposts(bob.id, original._id)).toHaveLength(1);
  });

  it('shows a plain repost as the original: its text, media, likes, replies and counts; actions act on the original', async () => {
    const alice = await user();
    const bob = await user();
    const carol = await user();
    const original = await post(alice, 'the lake', dataUrl(await pngImage(20, 20), 'image/png'));
    await carol.client.put(`/api/posts/like/${original._id}`);
    const made = await repost(bob, original._id);
    expect(made.body).toMatchObject({
      postedBy: { _id: bob.id },
      text: 'the lake',
      img: original.img,
      video: null,
      plainRepost: true,
      reposted: true,
      likes: [carol.id],
      likesCount: 1,
      repostsCount: 1,
      repostOf: { _id: original._id, text: 'the lake' },
    });

    // Liking, replying to and bookmarking the repost card act on the original.
    const like = await carol.client.put(`/api/posts/like/${made.body._id}`);
    expect(like.body).toMatchObject({ liked: false, likesCount: 0 });
    expect((await bob.client.put(`/api/posts/like/${made.body._id}`)).body).toMatchObject({ liked: true });
    expect((await carol.client.put(`/api/posts/reply/${made.body._id}`, { text: 'lovely' })).status).toBe(201);
    expect((await carol.client.post(`/api/posts/bookmark/${made.body._id}`)).body).toEqual({ bookmarked: true });
    const read = (await carol.client.get(`/api/posts/${original._id}`)).body;
    expect(read).toMatchObject({ likes: [bob.id], likesCount: 1, repliesCount: 1, bookmarked: true, reposted: false });
    const card = (await carol.client.get(`/api/posts/${made.body._id}`)).body;
    expect(card).toMatchObject({ likesCount: 1, repliesCount: 1, repostsCount: 1, bookmarked: true, reposted: false });
    expect((await bob.client.get(`/api/posts/${made.body._id}`)).body.reposted).toBe(true);
    expect((await bob.client.get(`/api/posts/${original._id}`)).body.reposted).toBe(true);
    const visitor = (await server.client().get(`/api/posts/${made.body._id}`)).body;
    expect(visitor).toMatchObject({ reposted: false, text: 'the lake', likesCount: 1 });

    const quote = (await repost(bob, original._id, 'my words')).body;
    expect(quote).toMatchObject({ text: 'my words', img: null, plainRepost: false, likesCount: 0 });
  });

  it('undoes my plain repost: the original answers with reposted false, its notification and timeline entries go', async () => {
    const alice = await user();
    const bob = await user();
    const fan = await user();
    await fan.client.post(`/api/users/follow/${bob.id}`);
    expect((await fan.client.get('/api/posts/feed')).status).toBe(200); // builds fan's timeline
    const original = await post(alice);
    const made = (await repost(bob, original._id)).body;
    const entries = () =>
      db().selectFrom('timeline_entries').select('user_id').where('post_id', '=', made._id).execute();
    await eventually(async () => expect(await entries()).toHaveLength(2));
    const notified = () => db().selectFrom('notifications').select('id').where('subject_id', '=', made._id).execute();
    expect(await notified()).toHaveLength(1);

    const undone = await bob.client.delete(`/api/posts/repost/${original._id}`);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ _id: original._id, reposted: false, repostsCount: 0, plainRepost: false });
    expect(await entries()).toEqual([]);
    expect(await notified()).toEqual([]);
    expect((await fan.client.get('/api/posts/feed')).body).toEqual([]);

    const twice = await bob.client.delete(`/api/posts/repost/${original._id}`);
    expect(twice.status).toBe(404);
    expect(twice.body).toEqual({
      error: 'You have not reposted this post.',
      code: 'REPOST_NOT_FOUND',
    });
    // A quote is not a plain repost: undo does not touch it.
    await repost(bob, original._id, 'quoted');
    expect((await bob.client.delete(`/api/posts/repost/${original._id}`)).status).toBe(404);
    // Reposting again after an undo works.
    expect((await repost(bob, original._id)).status).toBe(201);
  });

  it('refuses an undo without a login (401) and for an unknown post (404)', async () => {
    const alice = await user();
    const original = await post(alice);
    const visitor = await server.client().delete(`/api/posts/repost/${original._id}`);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ error: 'You must be logged in', code: 'LOGIN_REQUIRED' });
    for (const id of ['01ARZ3NDEKTSV4RRFFQ69G5FAV', 'not-an-id']) {
      const missing = await alice.client.delete(`/api/posts/repost/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(refusal(postMessages.POST_NOT_FOUND));
    }
  });

  it('shows a quote whose original I may not see as unavailable, never its text: blocked, muted in my feed, frozen', async () => {
    const me = await user();
    const quoter = await user();
    const [blocked, muted, frozen] = [await user(), await user(), await user()];
    await me.client.post(`/api/users/follow/${quoter.id}`);
    const quoteOf = async (author: User, text: string) => {
      const original = await post(author, text);
      return (await repost(quoter, original._id, 'look at this')).body;
    };
    const q1 = await quoteOf(blocked, 'secret of the blocked');
    const q2 = await quoteOf(muted, 'secret of the muted');
    const q3 = await quoteOf(frozen, 'secret of the frozen');
    await me.client.post(`/api/users/block/${blocked.id}`);
    await me.client.post(`/api/users/mute/${muted.id}`);
    expect((await frozen.client.put('/api/users/freeze')).status).toBe(200);

    const feed = (await me.client.get('/api/posts/feed')).body;
    expect(feed.map((p: { _id: string }) => p._id)).toEqual([q3._id, q2._id, q1._id]);
    for (const quote of feed) expect(quote).toMatchObject({ repostOf: null, quotedUnavailable: true });
    expect(JSON.stringify(feed)).not.toMatch(/secret/);
    // A muted person's post is only out of feeds: the quote's own page still embeds it.
    expect((await me.client.get(`/api/posts/${q2._id}`)).body).toMatchObject({ quotedUnavailable: false });
    const visitor = (await server.client().get(`/api/posts/${q3._id}`)).body;
    expect(visitor).toMatchObject({ repostOf: null, quotedUnavailable: true });
    expect((await me.client.get(`/api/posts/${q1._id}`)).body).toMatchObject({
      repostOf: null,
      quotedUnavailable: true,
    });
  });

  it('migration 0025 keeps the oldest of duplicate plain reposts and then refuses new duplicates', async () => {
    const alice = await user();
    const bob = await user();
    const original = await post(alice);
    await sql`drop index posts_one_plain_repost`.execute(db());
    const ids = ['01JD0000000000000000000001', '01JD0000000000000000000002', '01JD0000000000000000000003'];
    await db()
      .insertInto('posts')
      .values(ids.map((id) => ({ id, author_id: bob.id, text: '', repost_of: original._id, created_at: Date.now() })))
      .execute();
    await db()
      .insertInto('timeline_entries')
      .values(ids.map((id) => ({ user_id: alice.id, post_id: id, author_id: bob.id })))
      .execute();
    // 0025 ran before 0035 moved the fan-out's jobs to the job queue: give it the table it knew.
    await sql`create table fanout_jobs (post_id varchar(26))`.execute(db());
    await onePlainRepost(db() as never);
    await sql`drop table fanout_jobs`.execute(db());
    expect((await plainReposts(bob.id, original._id)).map((r) => r.id)).toEqual([ids[0]]);
    const left = await db().selectFrom('timeline_entries').select('post_id').where('post_id', 'in', ids).execute();
    expect(left.map((r) => r.post_id)).toEqual([ids[0]]);
    const duplicate = db()
      .insertInto('posts')
      .values({ id: '01JD0000000000000000000004', author_id: bob.id, text: '', repost_of: original._id, created_at: 0 })
      .execute();
    await expect(duplicate).rejects.toThrow();
  });
});
