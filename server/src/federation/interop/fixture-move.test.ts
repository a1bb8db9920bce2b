import { describe, expect, it } from 'vitest';
import { eventually } from '../../test/eventually.js';
import type { Captured } from '../../test/fake-remote.js';
import { followedActorUris } from '../../test/followed-actors.js';
import { useInteropWorld } from '../../test/interop-world.js';
import { engines } from '../../test/server.js';

const activity = (request: Captured) => JSON.parse(request.body.toString()) as Record<string, unknown>;

/**
 * Mastodon's `Move` (fixtures/README.md): Maya follows Alice, Alice moves to a new account on her server that
 * names her in `alsoKnownAs`, as Mastodon asks of a move's target. Delivered signed by Misskey's library, it
 * moves Maya's follow there (an `Undo` to the old account, a `Follow` to the new) and Alice's profile here
 * says where she went.
 */
describe.each(engines)('Mastodon’s Move (%s)', (engine) => {
  const world = useInteropWorld(engine);
  const sent = (type: string, object: string) =>
    world.remote.received.map(activity).find((body) => {
      const target = body.object as Record<string, unknown> | string;
      return body.type === type && (typeof target === 'string' ? target : target.id) === object;
    });
  const follows = () => followedActorUris(world.server.app.ctx.db, world.maya.id);

  it('moves Maya’s follow of Alice to her new account, and Alice’s profile says she moved', async () => {
    const alice = world.actors.mastodon;
    world.remote.addActor('alice_new', {
      '@context': [
        'https://www.w3.org/ns/activitystreams',
        'https://w3id.org/security/v1',
        { alsoKnownAs: { '@id': 'as:alsoKnownAs', '@type': '@id' } },
      ],
      alsoKnownAs: [alice.id],
    });
    const resolved = await world.maya.client.get(`/api/federation/resolve?url=${encodeURIComponent(alice.id)}`);
    expect(resolved.status).toBe(200);
    const aliceId = resolved.body._id as string;
    expect((await world.maya.client.post(`/api/users/follow/${aliceId}`)).status).toBe(200);
    const follow = await eventually(
      async () => sent('Follow', alice.id) ?? Promise.reject(new Error('no Follow')),
      30_000,
      100,
    );
    await world.deliver('mastodon-accept-follow', 'peertube', { FOLLOW: String(follow.id) });
    await eventually(async () => expect(await follows()).toEqual([alice.id]), 30_000, 100);

    const move = world.fixture('mastodon-move');
    await world.deliver('mastodon-move', 'misskey-rfc9421');
    const target = String(move.target);
    await eventually(
      async () =>
        expect(sent('Follow', target)).toMatchObject({ actor: `${world.server.url}/ap/users/${world.maya.id}` }),
      30_000,
      100,
    );
    expect(sent('Undo', String(follow.id))).toBeDefined();
    expect(await follows()).toEqual([]);
    const profile = await world.maya.client.get(`/api/users/profile/${aliceId}`);
    expect(profile.status).toBe(200);
    expect(profile.body.movedTo).toBe(`alice_new@${new URL(target).host}`);
  }, 90_000);
});
