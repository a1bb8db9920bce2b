import { describe, expect, it } from 'vitest';
import { newId } from '../db/ids.js';
import type { ApiClient } from '../test/api-client.js';
import { engines, manualClock } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { insertStory } from './queries.js';

const HOUR = 60 * 60 * 1000;

describe.each(engines)('stories on %s', (engine) => {
  const time = manualClock(Date.UTC(2026, 0, 1));
  const server = useTestServer(engine, { clock: time.clock });

  async function person() {
    const client = server.client();
    const user = await client.signup();
    return { client, user };
  }

  /** A story row as the create endpoint writes it, made directly so listing rules are tested apart from uploads. */
  async function seedStory(userId: string, mediaType: 'image' | 'video' = 'image') {
    const id = newId();
    const now = time.clock();
    await insertStory(server.app.ctx.db, {
      id,
      user_id: userId,
      media_type: mediaType,
      media_url: `/media/${id}.${mediaType === 'image' ? 'webp' : 'mp4'}`,
      created_at: now,
      expires_at: now + server.config.storyTtlHours * HOUR,
    });
    time.advance(1000);
    return id;
  }

  async function follow(client: ApiClient, userId: string) {
    const res = await client.post(`/api/users/follow/${userId}`);
    expect(res.body.following).toBe(true);
  }

  async function viewRows(storyId: string) {
    return server.app.ctx.db.selectFrom('story_views').selectAll().where('story_id', '=', storyId).execute();
  }

  it('requires login for every stories route', async () => {
    const { user } = await person();
    const storyId = await seedStory(user._id);
    const visitor = server.client();
    for (const [method, path] of [
      ['GET', '/api/stories/getall'],
      ['POST', `/api/stories/${storyId}/view`],
      ['GET', `/api/stories/${storyId}/getviews`],
      ['DELETE', `/api/stories/${storyId}`],
      ['POST', `/api/stories/${'x'.repeat(100)}/view`],
    ] as const) {
      const res = await visitor.request(method, path);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toEqual({ error: 'You must be logged in', code: 'LOGIN_REQUIRED' });
    }
  });

  it('lists my stories first, then those of people I follow, each oldest first, in the contract shape', async () => {
    const me = await person();
    const older = await person();
    const newer = await person();
    const stranger = await person();
    await follow(me.client, older.user._id);
    await follow(me.client, newer.user._id);

    const olderFirst = await seedStory(older.user._id);
    const mine = await seedStory(me.user._id, 'video');
    const olderSecond = await seedStory(older.user._id, 'video');
    const newerOnly = await seedStory(newer.user._id);
    await seedStory(stranger.user._id);

    const res = await me.client.get('/api/stories/getall');
    expect(res.status).toBe(200);
    expect(res.body.map((s: { _id: string }) => s._id)).toEqual([mine, newerOnly, olderFirst, olderSecond]);
    const story = res.body[2];
    expect(story).toEqual({
      _id: olderFirst,
      user: { _id: older.user._id, username: older.user.username, name: older.user.name, profilePic: '' },
      mediaUrl: `/media/${olderFirst}.webp`,
      mediaType: 'image',
      posterUrl: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      expiresAt: expect.any(String),
      viewed: false,
    });
    expect(Date.parse(story.expiresAt) - Date.parse(story.createdAt)).toBe(24 * HOUR);
    expect(res.body[0].mediaType).toBe('video');
    expect(res.body[0].viewed).toBe(true);
  });

  it('returns an empty list when nobody I follow has a live story', async () => {
    const me = await person();
    const res = await me.client.get('/api/stories/getall');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('marks a story viewed for me once I view it, not for others', async () => {
    const owner = await person();
    const me = await person();
    const other = await person();
    await follow(me.client, owner.user._id);
    await follow(other.client, owner.user._id);
    const storyId = await seedStory(owner.user._id);

    const view = await me.client.post(`/api/stories/${storyId}/view`);
    expect(view.status).toBe(200);
    expect(view.body).toEqual({ success: true });
    expect((await me.client.get('/api/stories/getall')).body[0].viewed).toBe(true);
    expect((await other.client.get('/api/stories/getall')).body[0].viewed).toBe(false);
  });

  it('counts each viewer once and never the owner, and shows viewers to the owner only', async () => {
    const owner = await person();
    const first = await person();
    const second = await person();
    const storyId = await seedStory(owner.user._id);

    await first.client.post(`/api/stories/${storyId}/view`);
    time.advance(1000);
    await first.client.post(`/api/stories/${storyId}/view`);
    await Promise.all([1, 2, 3].map(() => second.client.post(`/api/stories/${storyId}/view`)));
    const ownView = await owner.client.post(`/api/stories/${storyId}/view`);
    expect(ownView.status).toBe(200);

    const views = await owner.client.get(`/api/stories/${storyId}/getviews`);
    expect(views.status).toBe(200);
    expect(views.body).toEqual({
      viewers: [
        { _id: second.user._id, username: second.user.username, profilePic: '' },
        { _id: first.user._id, username: first.user.username, profilePic: '' },
      ],
      viewCount: 2,
    });
    expect(await viewRows(storyId)).toHaveLength(2);

    const refused = await first.client.get(`/api/stories/${storyId}/getviews`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'Only the owner of a story can see its viewers',
      code: 'STORY_VIEWERS_FORBIDDEN',
    });
  });

  it('answers an empty viewer list for a story nobody has seen', async () => {
    const owner = await person();
    const storyId = await seedStory(owner.user._id);
    const res = await owner.client.get(`/api/stories/${storyId}/getviews`);
    expect(res.body).toEqual({ viewers: [], viewCount: 0 });
  });

  it.each([
    ['an unknown id', () => newId()],
    ['a malformed id', () => 'not-a-story'],
  ])('answers 404 for %s on every story route', async (_label, makeId) => {
    const me = await person();
    const id = makeId();
    for (const res of [
      await me.client.post(`/api/stories/${id}/view`),
      await me.client.get(`/api/stories/${id}/getviews`),
      await me.client.delete(`/api/stories/${id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Story not found', code: 'STORY_NOT_FOUND' });
    }
  });

  it('lets only the owner delete, and deleting removes the story and its views', async () => {
    const owner = await person();
    const viewer = await person();
    await follow(viewer.client, owner.user._id);
    const storyId = await seedStory(owner.user._id);
    await viewer.client.post(`/api/stories/${storyId}/view`);

    const refused = await viewer.client.delete(`/api/stories/${storyId}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'You can only delete your own stories',
      code: 'STORY_DELETE_FORBIDDEN',
    });
    expect((await viewer.client.get('/api/stories/getall')).body).toHaveLength(1);

    const res = await owner.client.delete(`/api/stories/${storyId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Story deleted successfully' });
    expect((await viewer.client.get('/api/stories/getall')).body).toEqual([]);
    expect(await viewRows(storyId)).toEqual([]);
    const again = await owner.client.delete(`/api/stories/${storyId}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: 'Story not found', code: 'STORY_NOT_FOUND' });
  });

  it('hides the stories of frozen users until they log in again', async () => {
    const owner = await person();
    const me = await person();
    await follow(me.client, owner.user._id);
    const storyId = await seedStory(owner.user._id);
    expect((await owner.client.put('/api/users/freeze')).status).toBe(200);

    expect((await me.client.get('/api/stories/getall')).body).toEqual([]);
    const view = await me.client.post(`/api/stories/${storyId}/view`);
    expect(view.status).toBe(404);
    expect(view.body).toEqual({ error: 'Story not found', code: 'STORY_NOT_FOUND' });

    await server
      .client()
      .post('/api/users/login', { username: owner.user.username, password: 'correct horse battery' });
    expect((await me.client.get('/api/stories/getall')).body.map((s: { _id: string }) => s._id)).toEqual([storyId]);
  });

  it('leaves frozen viewers out of the viewer list', async () => {
    const owner = await person();
    const viewer = await person();
    const storyId = await seedStory(owner.user._id);
    await viewer.client.post(`/api/stories/${storyId}/view`);
    await viewer.client.put('/api/users/freeze');
    expect((await owner.client.get(`/api/stories/${storyId}/getviews`)).body).toEqual({ viewers: [], viewCount: 0 });
  });

  it('stops listing and serving a story once its lifetime is over', async () => {
    const owner = await person();
    const me = await person();
    await follow(me.client, owner.user._id);
    const storyId = await seedStory(owner.user._id);
    await me.client.post(`/api/stories/${storyId}/view`);

    time.advance(24 * HOUR - 1001);
    expect((await me.client.get('/api/stories/getall')).body.map((s: { _id: string }) => s._id)).toEqual([storyId]);
    time.advance(1);
    expect((await me.client.get('/api/stories/getall')).body).toEqual([]);
    expect((await owner.client.get('/api/stories/getall')).body).toEqual([]);
    for (const res of [
      await me.client.post(`/api/stories/${storyId}/view`),
      await owner.client.get(`/api/stories/${storyId}/getviews`),
      await owner.client.delete(`/api/stories/${storyId}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Story not found', code: 'STORY_NOT_FOUND' });
    }
  });
});
