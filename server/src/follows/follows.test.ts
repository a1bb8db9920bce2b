import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from '../test/server.js';

describe.each(engines)('follows on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('toggles a follow and shows it on both profiles and lists', async () => {
    const alice = server.client();
    const me = await alice.signup();
    const bob = server.client();
    const them = await bob.signup({ name: 'Bob Builder' });

    const followed = await alice.post(`/api/users/follow/${them._id}`);
    expect(followed.status).toBe(200);
    expect(followed.body).toEqual({ message: 'Followed Bob Builder', following: true });
    expect((await alice.get(`/api/users/profile/${them.username}`)).body).toMatchObject({
      followers: [me._id],
      followersCount: 1,
    });
    expect((await alice.get(`/api/users/profile/${me.username}`)).body).toMatchObject({ following: [them._id] });
    const followers = await server.client().get(`/api/users/${them._id}/followers`);
    expect(followers.body.map((u: { _id: string }) => u._id)).toEqual([me._id]);
    expect(followers.body[0]).not.toHaveProperty('email');
    const following = await server.client().get(`/api/users/${me._id}/following`);
    expect(following.body.map((u: { _id: string }) => u._id)).toEqual([them._id]);

    const unfollowed = await alice.post(`/api/users/follow/${them._id}`);
    expect(unfollowed.body).toEqual({ message: 'Unfollowed Bob Builder', following: false });
    expect((await server.client().get(`/api/users/profile/${them._id}`)).body.followers).toEqual([]);
  });

  it('never leaves two rows under concurrent clicks', async () => {
    const alice = server.client();
    await alice.signup();
    const them = await server.client().signup();
    const clicks = await Promise.all(Array.from({ length: 6 }, () => alice.post(`/api/users/follow/${them._id}`)));
    expect(clicks.every((r) => r.status === 200)).toBe(true);
    const followers = (await server.client().get(`/api/users/profile/${them._id}`)).body.followers;
    expect(followers.length).toBeLessThanOrEqual(1);
  });

  it('refuses following yourself, unknown and frozen users, and visitors', async () => {
    const alice = server.client();
    const me = await alice.signup();
    const self = await alice.post(`/api/users/follow/${me._id}`);
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ error: 'You cannot follow yourself' });

    const unknown = await alice.post('/api/users/follow/01ARZ3NDEKTSV4RRFFQ69G5FAV');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'User not found' });

    const frozenClient = server.client();
    const frozen = await frozenClient.signup();
    await frozenClient.put('/api/users/freeze');
    const toFrozen = await alice.post(`/api/users/follow/${frozen._id}`);
    expect(toFrozen.status).toBe(404);
    expect(toFrozen.body).toEqual({ error: 'User not found' });

    const visitor = await server.client().post(`/api/users/follow/${me._id}`);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ error: 'You must be logged in' });
  });

  it('hides frozen users from follower lists and answers 404 for a frozen user list', async () => {
    const star = server.client();
    const starUser = await star.signup();
    const fan = server.client();
    const fanUser = await fan.signup();
    await fan.post(`/api/users/follow/${starUser._id}`);
    await fan.put('/api/users/freeze');
    expect((await server.client().get(`/api/users/${starUser._id}/followers`)).body).toEqual([]);
    const frozenList = await server.client().get(`/api/users/${fanUser._id}/following`);
    expect(frozenList.status).toBe(404);
    expect(frozenList.body).toEqual({ error: 'User not found' });
  });

  it('refuses a malformed list cursor', async () => {
    const me = await server.client().signup();
    const res = await server.client().get(`/api/users/${me._id}/followers?before=yesterday`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^before must match pattern/);
  });

  it('suggests up to ten active users I do not follow, friends of friends first', async () => {
    const me = server.client();
    const meUser = await me.signup();
    const friend = server.client();
    const friendUser = await friend.signup();
    const friendOfFriend = await server.client().signup();
    const frozenClient = server.client();
    const frozenUser = await frozenClient.signup();
    await friend.post(`/api/users/follow/${friendOfFriend._id}`);
    await friend.post(`/api/users/follow/${frozenUser._id}`);
    await frozenClient.put('/api/users/freeze');
    await me.post(`/api/users/follow/${friendUser._id}`);
    for (let i = 0; i < 10; i++) await server.client().signup();

    const res = await me.get('/api/users/suggested');
    expect(res.status).toBe(200);
    const ids = res.body.map((u: { _id: string }) => u._id);
    expect(ids).toHaveLength(10);
    expect(ids[0]).toBe(friendOfFriend._id);
    expect(ids).not.toContain(meUser._id);
    expect(ids).not.toContain(friendUser._id);
    expect(ids).not.toContain(frozenUser._id);
    expect(res.body[0]).toEqual({
      _id: friendOfFriend._id,
      username: friendOfFriend.username,
      name: friendOfFriend.name,
      profilePic: '',
      bio: '',
    });
  });

  it('suggests the newest users to visitors', async () => {
    const res = await server.client().get('/api/users/suggested');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
  });
});
