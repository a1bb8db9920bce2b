import { afterAll, describe, expect, it } from 'vitest';
import { engines } from '../test/server.js';
import { socketUsers } from '../test/sockets.js';
import { useTestServer } from '../test/use-test-server.js';

/** What a client written against CONTRACT §7 alone relies on: every user object carries `followers` (it adds itself there after a follow). */
describe.each(engines)('people lists for clients of the seed contract on %s', (engine) => {
  const sockets = socketUsers(() => server);
  const server = useTestServer(engine);
  afterAll(async () => {
    sockets.closeAll();
  });

  it('gives every user in every list of people its followers', async () => {
    const me = await sockets.user();
    const star = await sockets.user();
    const fan = await sockets.user();
    const blocked = await sockets.user();
    const muted = await sockets.user();
    const starProfile = (await star.client.get(`/api/users/profile/${star.id}`)).body;
    expect((await fan.client.post(`/api/users/follow/${star.id}`)).status).toBe(200);
    expect((await me.client.post(`/api/users/follow/${fan.id}`)).status).toBe(200);
    expect((await fan.client.post(`/api/users/follow/${blocked.id}`)).status).toBe(200);
    expect((await fan.client.post(`/api/users/follow/${muted.id}`)).status).toBe(200);
    expect((await me.client.post(`/api/users/block/${blocked.id}`)).status).toBe(200);
    expect((await me.client.post(`/api/users/mute/${muted.id}`)).status).toBe(200);

    const lists = {
      suggested: (await me.client.get('/api/users/suggested')).body,
      search: (await me.client.get(`/api/users/search?q=${starProfile.username}`)).body,
      followers: (await me.client.get(`/api/users/${star.id}/followers`)).body,
      following: (await me.client.get(`/api/users/${me.id}/following`)).body,
      blocks: (await me.client.get('/api/users/blocks')).body,
      mutes: (await me.client.get('/api/users/mutes')).body,
    };
    for (const [name, users] of Object.entries(lists)) {
      expect(users.length, name).toBeGreaterThan(0);
      for (const user of users) expect(Array.isArray(user.followers), `${name}: ${user.username}`).toBe(true);
    }
    const followersOf = (list: { _id: string; followers: string[] }[], id: string) =>
      list.find((u) => u._id === id)?.followers;
    expect(followersOf(lists.suggested, star.id)).toEqual([fan.id]);
    expect(followersOf(lists.search, star.id)).toEqual([fan.id]);
    expect(followersOf(lists.following, fan.id)).toEqual([me.id]);
    expect(followersOf(lists.followers, fan.id)).toEqual([me.id]);
    expect(followersOf(lists.mutes, muted.id)).toEqual([fan.id]);

    // Followed now, the way such a client learns it: its own id in the suggestion's followers.
    expect((await me.client.post(`/api/users/follow/${star.id}`)).status).toBe(200);
    const search = (await me.client.get(`/api/users/search?q=${starProfile.username}`)).body;
    expect(followersOf(search, star.id)).toEqual([me.id, fan.id]);
  });
});
