import { ulid } from 'ulidx';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, pagingMessages } from '../db/pagination.js';
import type { ApiClient } from '../test/api-client.js';
import { formWith, testVideo } from '../test/media-files.js';
import { answered } from '../test/refusal.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { feedMessages } from './messages.js';

describe.each(engines)('home feed on %s', (engine) => {
  const server = useTestServer(engine, { env: { RATE_LIMITS: 'off' } });

  async function user() {
    const client = server.client();
    const profile = await client.signup();
    return { client, id: profile._id };
  }

  async function post(author: { client: ApiClient; id: string }, text: string): Promise<string> {
    const res = await author.client.post('/api/posts/create', { postedBy: author.id, text });
    expect(res.status).toBe(201);
    return res.body._id;
  }

  const ids = (body: { _id: string }[]) => body.map((p) => p._id);

  it('shows my posts and those of people I follow, newest first, in fixed pages with an empty page after the last', async () => {
    const me = await user();
    const friend = await user();
    const stranger = await user();
    await me.client.post(`/api/users/follow/${friend.id}`);
    const expected: string[] = [];
    for (let i = 0; i < PAGE_SIZE + 5; i++) {
      expected.push(await post(i % 2 ? me : friend, `p${i}`));
      await post(stranger, `noise ${i}`);
    }
    const newestFirst = expected.reverse();

    const first = await me.client.get('/api/posts/feed');
    expect(first.status).toBe(200);
    expect(ids(first.body)).toEqual(newestFirst.slice(0, PAGE_SIZE));
    expect(ids((await me.client.get('/api/posts/feed?page=1')).body)).toEqual(newestFirst.slice(0, PAGE_SIZE));
    expect(ids((await me.client.get('/api/posts/feed?page=2')).body)).toEqual(newestFirst.slice(PAGE_SIZE));
    expect((await me.client.get('/api/posts/feed?page=3')).body).toEqual([]);

    const cursor = newestFirst[PAGE_SIZE - 1];
    expect(ids((await me.client.get(`/api/posts/feed?before=${cursor}`)).body)).toEqual(newestFirst.slice(PAGE_SIZE));
    expect((await me.client.get(`/api/posts/feed?before=${newestFirst.at(-1)}`)).body).toEqual([]);
  });

  it('says "Follow some users" by being empty for someone new, and keeps the order stable', async () => {
    const newcomer = await user();
    expect((await newcomer.client.get('/api/posts/feed')).body).toEqual([]);
    const a = await post(newcomer, 'one');
    const b = await post(newcomer, 'two');
    const twice = await Promise.all([newcomer.client.get('/api/posts/feed'), newcomer.client.get('/api/posts/feed')]);
    expect(ids(twice[0].body)).toEqual([b, a]);
    expect(twice[1].body).toEqual(twice[0].body);
  });

  it('leaves out the posts of followed users who froze their account', async () => {
    const me = await user();
    const friend = await user();
    await me.client.post(`/api/users/follow/${friend.id}`);
    await post(friend, 'soon hidden');
    expect((await me.client.get('/api/posts/feed')).body).toHaveLength(1);
    await friend.client.put('/api/users/freeze');
    expect((await me.client.get('/api/posts/feed')).body).toEqual([]);
  });

  it('serves the short-video feed with ?media=video and the same paging', async () => {
    const me = await user();
    const friend = await user();
    await me.client.post(`/api/users/follow/${friend.id}`);
    await post(friend, 'text only');
    const video = await testVideo({ seconds: 1 });
    const res = await friend.client.post(
      '/api/posts/create',
      formWith({ postedBy: friend.id, text: 'watch', video: { bytes: video, name: 'v.mp4', type: 'video/mp4' } }),
    );
    expect(res.status).toBe(201);
    await post(friend, 'more text');
    const videos = await me.client.get('/api/posts/feed?media=video');
    expect(ids(videos.body)).toEqual([res.body._id]);
    expect(videos.body[0].video).toMatch(/\.mp4$/);
    expect(videos.body[0].posterUrl).toMatch(/\.poster\.webp$/);
    expect((await me.client.get('/api/posts/feed?media=video&page=2')).body).toEqual([]);
    expect((await me.client.get('/api/posts/feed')).body).toHaveLength(3);
  });

  it.each([
    ['page=0', pagingMessages.PAGE_INVALID],
    ['page=abc', pagingMessages.PAGE_INVALID],
    ['page=501', pagingMessages.PAGE_INVALID],
    ['page=1.5', pagingMessages.PAGE_INVALID],
    ['before=nope', pagingMessages.PAGE_CURSOR_INVALID],
    ['media=audio', feedMessages.FEED_MEDIA_INVALID],
  ])('refuses ?%s with 400', async (query, error) => {
    const me = await user();
    const res = await me.client.get(`/api/posts/feed?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(answered(error));
  });

  it('builds a missing timeline from follows on first read, old posts included, in order and across pages', async () => {
    const me = await user();
    const friend = await user();
    await me.client.post(`/api/users/follow/${friend.id}`);
    // Posts that never went through a fan-out (imported, or older than the timelines): the first read finds them.
    const day = 24 * 60 * 60 * 1000;
    const aged = [900, 400, 30, 5].map((days) => ulid(Date.now() - days * day));
    await server.app.ctx.db
      .insertInto('posts')
      .values(aged.map((id) => ({ id, author_id: friend.id, text: 'old', created_at: Date.now() })))
      .execute();
    const fresh = await post(friend, 'new');
    expect(ids((await me.client.get('/api/posts/feed')).body)).toEqual([fresh, ...[...aged].reverse()]);
    expect(ids((await me.client.get(`/api/posts/feed?before=${aged[2]}`)).body)).toEqual([aged[1], aged[0]]);
  });

  it('embeds reposts and their originals in the feed', async () => {
    const me = await user();
    const friend = await user();
    const stranger = await user();
    await me.client.post(`/api/users/follow/${friend.id}`);
    const original = await post(stranger, 'viral');
    await friend.client.post('/api/posts/repost', { postId: original });
    const feed = (await me.client.get('/api/posts/feed')).body;
    expect(feed).toHaveLength(1);
    expect(feed[0].repostOf).toMatchObject({ _id: original, text: 'viral', postedBy: { _id: stranger.id } });
  });
});
