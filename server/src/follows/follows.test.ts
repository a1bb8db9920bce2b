import { describe, expect, it } from 'vitest';
import { newId } from '../db/ids.js';
import { refusal } from '../test/refusal.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { userRow } from '../test/user-rows.js';
import { followMessages } from './messages.js';
import { FOLLOW_PAGE_SIZE } from './service.js';

describe.each(engines)('follows on %s', (engine) => {
  const server = useTestServer(engine);

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
    expect(self.body).toEqual({ error: 'You cannot follow yourself', code: 'FOLLOW_SELF' });

    const unknown = await alice.post('/api/users/follow/01ARZ3NDEKTSV4RRFFQ69G5FAV');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'User not found', code: 'USER_NOT_FOUND' });

    const frozenClient = server.client();
    const frozen = await frozenClient.signup();
    await frozenClient.put('/api/users/freeze');
    const toFrozen = await alice.post(`/api/users/follow/${frozen._id}`);
    expect(toFrozen.status).toBe(404);
    expect(toFrozen.body).toEqual({ error: 'User not found', code: 'USER_NOT_FOUND' });

    const visitor = await server.client().post(`/api/users/follow/${me._id}`);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ error: 'You must be logged in', code: 'LOGIN_REQUIRED' });
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
    expect(frozenList.body).toEqual({ error: 'User not found', code: 'USER_NOT_FOUND' });
  });

  it("pages a long follower list with the last item's followedAt and _id, even across follows of the same millisecond", async () => {
    const star = await server.client().signup();
    const count = FOLLOW_PAGE_SIZE + 30;
    const sameMillisecond = Date.now() - 1000;
    const fans = Array.from({ length: count }, (_, i) => {
      const id = newId();
      const username = `fan${id.slice(-10).toLowerCase()}`;
      return {
        user: userRow(id, username, `Fan ${i}`),
        // More follows than a page share one millisecond: a cursor of time alone would skip the rest of them.
        followedAt: i < FOLLOW_PAGE_SIZE + 10 ? sameMillisecond : sameMillisecond - i,
      };
    });
    const db = server.app.ctx.db;
    await db
      .insertInto('users')
      .values(fans.map((f) => f.user))
      .execute();
    await db
      .insertInto('follows')
      .values(fans.map((f) => ({ follower_id: f.user.id, followee_id: star._id, created_at: f.followedAt })))
      .execute();

    const first = await server.client().get(`/api/users/${star._id}/followers`);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(FOLLOW_PAGE_SIZE);
    expect(first.body[0]).toMatchObject({ _id: expect.any(String), followedAt: sameMillisecond });
    const last = first.body.at(-1);
    const second = await server
      .client()
      .get(`/api/users/${star._id}/followers?before=${last.followedAt}&beforeId=${last._id}`);
    expect(second.status).toBe(200);
    const seen = [...first.body, ...second.body].map((u: { _id: string }) => u._id);
    expect(seen).toHaveLength(count);
    expect(new Set(seen)).toEqual(new Set(fans.map((f) => f.user.id)));
    const times = [...first.body, ...second.body].map((u: { followedAt: number }) => u.followedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it.each([
    ['beforeId=01JD8X7Q4K2M5N6P7R8S9T0V1W', 'without before'],
    ['before=5&beforeId=nope', 'that is not an id'],
  ])('refuses ?%s (%s) with 400', async (query) => {
    const me = await server.client().signup();
    const res = await server.client().get(`/api/users/${me._id}/following?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(followMessages.FOLLOW_CURSOR_INVALID));
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
      followers: [friendUser._id],
    });
  });

  it('ranks suggestions by friends in common and keeps them current as follows and blocks change', async () => {
    const me = server.client();
    const meUser = await me.signup();
    const [a, b] = [server.client(), server.client()];
    const [aUser, bUser] = [await a.signup(), await b.signup()];
    const [popular, single, blocker] = [server.client(), server.client(), server.client()];
    const [popularUser, singleUser, blockerUser] = [
      await popular.signup(),
      await single.signup(),
      await blocker.signup(),
    ];
    await a.post(`/api/users/follow/${popularUser._id}`);
    await b.post(`/api/users/follow/${popularUser._id}`);
    await a.post(`/api/users/follow/${singleUser._id}`);
    await b.post(`/api/users/follow/${blockerUser._id}`);
    await me.post(`/api/users/follow/${aUser._id}`);
    await me.post(`/api/users/follow/${bUser._id}`);
    const suggested = async () => (await me.get('/api/users/suggested')).body as { _id: string; followers: string[] }[];

    const first = await suggested();
    expect(first.slice(0, 3).map((u) => u._id)).toEqual([
      popularUser._id,
      ...[singleUser._id, blockerUser._id].sort().reverse(),
    ]);
    expect(first[0]?.followers.sort()).toEqual([aUser._id, bUser._id].sort());

    await blocker.post(`/api/users/block/${meUser._id}`);
    await popular.post(`/api/users/follow/${singleUser._id}`);
    await me.post(`/api/users/follow/${popularUser._id}`);
    const fresh = await server.client().signup();
    await b.post(`/api/users/follow/${fresh._id}`);
    const after = await suggested();
    expect(after.map((u) => u._id)).toContain(fresh._id);
    expect(after.map((u) => u._id)).not.toContain(popularUser._id);
    expect(after.map((u) => u._id)).not.toContain(blockerUser._id);
    expect(after[0]?._id).toBe(singleUser._id);
    expect(after[0]?.followers.sort()).toEqual([aUser._id, popularUser._id].sort());
  });

  it('shows a suggested friend of a friend as they are now: their profile edit is seen at once', async () => {
    const me = server.client();
    const friend = server.client();
    const star = server.client();
    const [friendUser, starUser] = [await friend.signup(), await star.signup()];
    await me.signup();
    await friend.post(`/api/users/follow/${starUser._id}`);
    await me.post(`/api/users/follow/${friendUser._id}`);
    const suggestedStar = async () =>
      ((await me.get('/api/users/suggested')).body as { _id: string }[]).find((user) => user._id === starUser._id);
    expect(await suggestedStar()).toMatchObject({ name: starUser.name, bio: '' });

    const edited = await star.put(`/api/users/update/${starUser._id}`, { name: 'Star Potter', bio: 'Glazes now' });
    expect(edited.status).toBe(200);
    expect(await suggestedStar()).toMatchObject({ name: 'Star Potter', bio: 'Glazes now' });
  });

  it('suggests the newest users to visitors', async () => {
    const res = await server.client().get('/api/users/suggested');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
  });
});
