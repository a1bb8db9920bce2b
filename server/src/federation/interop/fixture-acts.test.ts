import { describe, expect, it } from 'vitest';
import { changeRole } from '../../admin/service.js';
import { eventually } from '../../test/eventually.js';
import { FIXTURE_ACTORS, useInteropWorld } from '../../test/interop-world.js';
import { engines } from '../../test/server.js';

interface Notice {
  type: string;
  message: string;
}

/**
 * Activities about our people and posts, written from Mastodon's and Misskey's documented examples
 * (fixtures/README.md), posted to our inbox from a fake server on loopback, signed with PeerTube's or
 * Misskey's library, and then seen through our own API: counts, notifications, profiles, reports, blocks.
 */
describe.each(engines)('activities from other servers’ documentation (%s)', (engine) => {
  const world = useInteropWorld(engine);
  const host = () => world.remote.origin.replace('http://', '');
  const mayaPost = async () => (await world.maya.client.get(`/api/posts/${world.mayaPost.id}`)).body;
  const told = async () => (await world.maya.client.get('/api/notifications')).body as Notice[];
  const personId = async (actorUri: string) =>
    eventually(
      async () => {
        const row = await world.server.app.ctx.db
          .selectFrom('users')
          .select('id')
          .where('actor_uri', '=', actorUri)
          .executeTakeFirst();
        return row?.id ?? Promise.reject(new Error(`${actorUri} not known`));
      },
      30_000,
      100,
    );

  it('Mastodon’s Announce is a repost of Maya’s post: counted, and she is told who', async () => {
    await world.deliver('mastodon-announce', 'peertube');
    await eventually(async () => expect((await mayaPost()).repostsCount).toBe(1), 30_000, 100);
    const repost = (await told()).find((n) => n.type === 'repost');
    expect(repost?.message).toContain(`${FIXTURE_ACTORS.mastodon}@${host()}`);
  }, 90_000);

  it('Misskey’s Like (with its _misskey_reaction) is a like of Maya’s post: counted, and she is told who', async () => {
    await world.deliver('misskey-like', 'misskey-rfc9421');
    await eventually(async () => expect((await mayaPost()).likesCount).toBe(1), 30_000, 100);
    const like = (await told()).find((n) => n.type === 'like');
    expect(like?.message).toContain(`${FIXTURE_ACTORS.misskey}@${host()}`);
  }, 90_000);

  it('Mastodon’s Update of a Person changes her name and bio here, on her profile and among suggestions', async () => {
    const aliceId = await personId(world.actors.mastodon.id);
    const suggestedAlice = async () =>
      ((await world.maya.client.get('/api/users/suggested')).body as { _id: string }[]).find(
        (user) => user._id === aliceId,
      );
    expect(await suggestedAlice()).toMatchObject({ name: FIXTURE_ACTORS.mastodon, bio: '' });
    await world.deliver('mastodon-update-person', 'misskey-draft');
    await eventually(
      async () => {
        const profile = (await world.maya.client.get(`/api/users/profile/${aliceId}`)).body;
        expect(profile).toMatchObject({ name: 'Alice Liddell', bio: 'Potter in training. #ceramics' });
      },
      30_000,
      100,
    );
    expect(await suggestedAlice()).toMatchObject({ name: 'Alice Liddell', bio: 'Potter in training. #ceramics' });
  }, 90_000);

  it('Mastodon’s Flag from its instance actor is a report on Maya’s post in our queue, with its comment', async () => {
    await world.deliver('mastodon-flag', 'peertube');
    const boss = world.server.client();
    const admin = await boss.signup({ username: 'boss' });
    await changeRole(world.server.app.ctx.db, admin.username, true, Date.now());
    const report = await eventually(
      async () => {
        const queue = (await boss.get('/api/admin/reports?status=open')).body as Record<string, unknown>[];
        return queue[0] ?? Promise.reject(new Error('no report yet'));
      },
      30_000,
      100,
    );
    expect(report).toMatchObject({
      targetType: 'post',
      targetId: world.mayaPost.id,
      note: 'Please take a look at this user and their posts',
      reporter: { username: `remote.example@${host()}` },
    });
  }, 90_000);

  it('Mastodon’s Block hides each from the other: Maya no longer sees Alice, nor can she follow her', async () => {
    const aliceId = await personId(world.actors.mastodon.id);
    expect((await world.maya.client.get(`/api/users/profile/${aliceId}`)).status).toBe(200);
    await world.deliver('mastodon-block', 'misskey-draft');
    await eventually(
      async () => expect((await world.maya.client.get(`/api/users/profile/${aliceId}`)).status).toBe(404),
      30_000,
      100,
    );
    const follow = await world.maya.client.post(`/api/users/follow/${aliceId}`);
    expect(follow.status).toBeGreaterThanOrEqual(400);
    expect(follow.body).toEqual({ error: expect.any(String), code: expect.any(String) });
  }, 90_000);
});
