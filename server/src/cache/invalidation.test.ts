import { describe, expect, it } from 'vitest';
import { changeRole } from '../admin/service.js';
import type { ApiClient } from '../test/api-client.js';
import { eventually } from '../test/eventually.js';
import { engines } from '../test/server.js';
import { TWO_APPS_PASSWORD, useTwoApps } from '../test/two-apps.js';

/**
 * On PostgreSQL, two processes of the app on one database and one Redis (the multi-process set-up): `a`
 * takes the writes, `b` serves the reads from its caches. SQLite runs one process, so there `b` is `a`.
 * Every check first makes sure `b` holds the entry, so what it shows after the write can only come from
 * the invalidation that reached it.
 */
describe.each(engines)('cache invalidation on %s', (engine) => {
  const apps = useTwoApps(engine);
  const person = apps.person;
  async function postBy(author: { id: string; onA: ApiClient }, text: string): Promise<string> {
    const res = await author.onA.post('/api/posts/create', { postedBy: author.id, text });
    expect(res.status).toBe(201);
    return res.body._id;
  }
  /** Reads the post on `b` and checks `b` now caches its view. */
  async function cachedOnB(postId: string) {
    const res = await apps.b.client().get(`/api/posts/${postId}`);
    expect(res.status).toBe(200);
    expect(apps.b.app.ctx.cache.caches.postViews.get(postId)).toBeDefined();
    return res.body;
  }
  const readOnB = async (postId: string) => (await apps.b.client().get(`/api/posts/${postId}`)).body;

  it('a like, a reply and a repost show where the post is cached', async () => {
    const author = await person();
    const fan = await person();
    const post = await postBy(author, 'cached');
    expect(await cachedOnB(post)).toMatchObject({ likesCount: 0, repliesCount: 0, repostsCount: 0 });

    expect((await fan.onA.put(`/api/posts/like/${post}`)).status).toBe(200);
    await eventually(async () => expect(await readOnB(post)).toMatchObject({ likes: [fan.id], likesCount: 1 }));
    await cachedOnB(post);
    expect((await fan.onA.put(`/api/posts/reply/${post}`, { text: 'nice' })).status).toBe(201);
    await eventually(async () =>
      expect((await readOnB(post)).replies.map((r: { text: string }) => r.text)).toEqual(['nice']),
    );
    await cachedOnB(post);
    expect((await fan.onA.post('/api/posts/repost', { postId: post })).status).toBe(201);
    await eventually(async () => expect(await readOnB(post)).toMatchObject({ repostsCount: 1 }));
  });

  it('a deleted post is gone where it was cached, and so is its embed in a quoting repost', async () => {
    const author = await person();
    const quoter = await person();
    const post = await postBy(author, 'soon deleted');
    const quote = (await quoter.onA.post('/api/posts/repost', { postId: post, message: 'look' })).body._id;
    expect((await cachedOnB(quote)).repostOf).toMatchObject({ _id: post });
    await cachedOnB(post);

    expect((await author.onA.delete(`/api/posts/${post}`)).status).toBe(200);
    await eventually(async () => expect((await readOnB(quote)).repostOf).toBeNull());
    expect((await apps.b.client().get(`/api/posts/${post}`)).status).toBe(404);
  });

  it("an author's new name and a liker's freeze show where the post is cached", async () => {
    const author = await person();
    const liker = await person();
    const post = await postBy(author, 'by a renamed author');
    expect((await liker.onA.put(`/api/posts/like/${post}`)).status).toBe(200);
    expect(await cachedOnB(post)).toMatchObject({ likes: [liker.id], postedBy: { _id: author.id } });

    expect((await author.onA.put(`/api/users/update/${author.id}`, { name: 'New Name' })).status).toBe(200);
    await eventually(async () => expect((await readOnB(post)).postedBy.name).toBe('New Name'));
    await cachedOnB(post);
    expect((await liker.onA.put('/api/users/freeze')).status).toBe(200);
    await eventually(async () => expect(await readOnB(post)).toMatchObject({ likes: [], likesCount: 0 }));
  });

  it("a server's limit, and its lifting, reach the other process's set of limited domains", async () => {
    const admin = await person();
    await changeRole(apps.a.app.ctx.db, admin.username, true, Date.now());
    const { limitedDomains } = apps.b.app.ctx.cache.caches;
    const limit = await admin.onA.post('/api/admin/domain-blocks', { domain: 'quiet.example', severity: 'limit' });
    expect(limit.status).toBe(201);
    await eventually(async () => expect(limitedDomains.has('quiet.example')).toBe(true));
    const block = await admin.onA.post('/api/admin/domain-blocks', { domain: 'quiet.example', severity: 'block' });
    expect(block.status).toBe(200);
    await eventually(async () => expect(limitedDomains.has('quiet.example')).toBe(false));
    await admin.onA.post('/api/admin/domain-blocks', { domain: 'quiet.example', severity: 'limit' });
    await eventually(async () => expect(limitedDomains.has('quiet.example')).toBe(true));
    expect((await admin.onA.delete('/api/admin/domain-blocks/quiet.example')).status).toBe(200);
    await eventually(async () => expect(limitedDomains.has('quiet.example')).toBe(false));
  });

  it('ends sessions everywhere at once: logout, password change, freeze, a session ended from the list', async () => {
    const feedOnB = async (client: ApiClient) => (await client.get('/api/posts/feed')).status;
    const loggingOut = await person();
    expect(await feedOnB(loggingOut.onB)).toBe(200);
    expect(apps.b.app.ctx.cache.caches.sessions.size.entries).toBeGreaterThan(0);
    expect((await loggingOut.onA.post('/api/users/logout')).status).toBe(200);
    await eventually(async () => expect(await feedOnB(loggingOut.onB)).toBe(401), 1000);

    const changing = await person();
    const otherDevice = apps.b.client();
    expect(
      (
        await otherDevice.post('/api/users/login', {
          username: (await changing.onA.get(`/api/users/profile/${changing.id}`)).body.username,
          password: TWO_APPS_PASSWORD,
        })
      ).status,
    ).toBe(200);
    expect(await feedOnB(otherDevice)).toBe(200);
    expect(
      (
        await changing.onA.put(`/api/users/update/${changing.id}`, {
          password: 'another long password',
          currentPassword: TWO_APPS_PASSWORD,
        })
      ).status,
    ).toBe(200);
    await eventually(async () => expect(await feedOnB(otherDevice)).toBe(401), 1000);
    expect(await feedOnB(changing.onB)).toBe(200);

    const listed = await person();
    const phone = apps.b.client();
    const username = (await listed.onA.get(`/api/users/profile/${listed.id}`)).body.username;
    expect((await phone.post('/api/users/login', { username, password: TWO_APPS_PASSWORD })).status).toBe(200);
    expect(await feedOnB(phone)).toBe(200);
    const sessions = (await listed.onA.get('/api/users/sessions')).body as { _id: string; current: boolean }[];
    const other = sessions.find((s) => !s.current);
    expect((await listed.onA.delete(`/api/users/sessions/${other?._id}`)).status).toBe(200);
    await eventually(async () => expect(await feedOnB(phone)).toBe(401), 1000);

    const freezing = await person();
    expect(await feedOnB(freezing.onB)).toBe(200);
    expect((await freezing.onA.put('/api/users/freeze')).status).toBe(200);
    await eventually(async () => expect(await feedOnB(freezing.onB)).toBe(401), 1000);
  });

  it('shows a renamed person under the new name in what their session answers', async () => {
    const renamed = await person();
    const me = async () => (await renamed.onB.post('/api/posts/create', { postedBy: renamed.id, text: 'hi' })).body;
    expect((await me()).postedBy.name).not.toBe('Renamed');
    expect((await renamed.onA.put(`/api/users/update/${renamed.id}`, { name: 'Renamed' })).status).toBe(200);
    await eventually(async () => expect((await me()).postedBy.name).toBe('Renamed'), 1000);
  });
});
