import { describe, expect, it } from 'vitest';
import { eventually } from '../../test/eventually.js';
import type { Captured } from '../../test/fake-remote.js';
import { verifiedByMisskeyRfc9421, verifiedByPeerTube } from '../../test/foreign-verifiers.js';
import { useInteropWorld } from '../../test/interop-world.js';
import { engines } from '../../test/server.js';

const activity = (request: Captured) => JSON.parse(request.body.toString()) as Record<string, unknown>;

/**
 * Follows both ways with Mastodon's shapes (fixtures/README.md): Alice's Follow of Maya, signed by PeerTube's
 * library, is accepted and answered with an Accept that Misskey's or PeerTube's library verifies against
 * Maya's served key; her Undo ends it; Mastodon's Accept of Maya's own Follow makes Maya a follower of Alice.
 */
describe.each(engines)('Mastodon’s Follow, Accept and Undo (%s)', (engine) => {
  const world = useInteropWorld(engine);
  const followersOfMaya = async () =>
    (await world.maya.client.get(`/api/users/profile/${world.maya.id}`)).body.followers as string[];
  const aliceId = async () => {
    const row = await world.server.app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('actor_uri', '=', world.actors.mastodon.id)
      .executeTakeFirst();
    return row?.id ?? Promise.reject(new Error('Alice not known'));
  };
  const sent = (type: string) => world.remote.received.find((request) => activity(request).type === type);

  it('accepts Alice’s Follow, answers with an Accept that verifies, and her Undo removes her', async () => {
    await world.deliver('mastodon-follow', 'peertube');
    const alice = await eventually(aliceId, 30_000, 100);
    await eventually(async () => expect(await followersOfMaya()).toContain(alice), 30_000, 100);

    const accept = await eventually(async () => sent('Accept') ?? Promise.reject(new Error('no Accept')), 30_000, 100);
    expect(accept.url).toMatch(/\/inbox$/);
    const body = activity(accept);
    expect(body.actor).toBe(world.fixture('mastodon-follow').object);
    const answered = body.object as Record<string, unknown> | string;
    const answeredId = typeof answered === 'string' ? answered : answered.id;
    expect(answeredId).toBe(world.fixture('mastodon-follow').id);
    const actorDoc = (await (
      await fetch(String(body.actor), { headers: { accept: 'application/activity+json' } })
    ).json()) as { publicKey: { publicKeyPem: string } };
    const key = actorDoc.publicKey.publicKeyPem;
    const verified = accept.headers['signature-input']
      ? await verifiedByMisskeyRfc9421(accept, key)
      : verifiedByPeerTube(accept, key);
    expect(verified).toBe(true);

    await world.deliver('mastodon-undo-follow', 'misskey-draft');
    await eventually(async () => expect(await followersOfMaya()).not.toContain(alice), 30_000, 100);
  }, 90_000);

  it('Mastodon’s Accept of Maya’s Follow makes her a follower of Alice', async () => {
    const alice = await aliceId();
    const asked = await world.maya.client.post(`/api/users/follow/${alice}`);
    expect(asked.status).toBe(200);
    expect(asked.body.followPending).toBe(true);
    const follow = await eventually(async () => sent('Follow') ?? Promise.reject(new Error('no Follow')), 30_000, 100);
    const followId = String(activity(follow).id);

    await world.deliver('mastodon-accept-follow', 'misskey-rfc9421', { FOLLOW: followId });
    await eventually(
      async () => {
        const profile = (await world.maya.client.get(`/api/users/profile/${alice}`)).body;
        expect(profile.followers).toContain(world.maya.id);
      },
      30_000,
      100,
    );
  }, 90_000);
});
