import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../test/eventually.js';
import { FakeRemote } from '../../test/fake-remote.js';
import { startFederatedServer } from '../../test/federated-server.js';
import { FOREIGN_SIGNERS, postSigned } from '../../test/foreign-signers.js';
import { engines, type TestServer } from '../../test/server.js';

/**
 * Requests signed by PeerTube's and Misskey's own signature libraries (draft-cavage from both, RFC 9421 from
 * Misskey's), posted over real HTTP to our real inbox by people of a fake server on another loopback address
 * that serves their actors and keys: accepted and acted on when right; 401 when tampered, wrongly keyed or old.
 */
describe.each(engines)('other servers’ signatures on our inbox (%s)', (engine) => {
  let server: TestServer;
  const remote = new FakeRemote();
  let mayaId: string;
  beforeAll(async () => {
    await remote.start('127.0.0.4');
    server = await startFederatedServer(engine, '127.0.0.2');
    mayaId = (await server.client().signup({ username: 'maya' }))._id;
  });
  afterAll(async () => {
    await server?.close();
    await remote.close();
  });

  const maya = () => `${server.url}/ap/users/${mayaId}`;
  const inbox = () => `${server.url}/ap/inbox`;
  let serial = 0;
  const follow = (actor: string) =>
    JSON.stringify({
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${actor}#follows/${++serial}`,
      type: 'Follow',
      actor,
      object: maya(),
    });
  const followerIdOf = async (actorUri: string) => {
    const row = await server.app.ctx.db
      .selectFrom('follows')
      .innerJoin('users', 'users.id', 'follows.follower_id')
      .select('users.id')
      .where('users.actor_uri', '=', actorUri)
      .where('follows.followee_id', '=', mayaId)
      .executeTakeFirst();
    return row?.id;
  };

  it.each(FOREIGN_SIGNERS)(
    'accepts a Follow signed by %s and acts on it (Accept sent back)',
    async (signer) => {
      const person = remote.addActor(`${signer}-fan`);
      const answer = await postSigned(signer, inbox(), follow(person.id), person);
      expect(answer.status).toBe(202);
      await eventually(async () => expect(await followerIdOf(person.id)).toBeDefined(), 30_000, 100);
      const profile = await server.client().get(`/api/users/profile/${mayaId}`);
      expect(profile.body.followers).toContain(await followerIdOf(person.id));
      await eventually(
        async () => {
          const accepts = remote.received.map((r) => JSON.parse(r.body.toString())).filter((a) => a.type === 'Accept');
          // The Follow comes back inside the Accept (its actor given by id or embedded).
          expect(accepts.map((a) => a.object.actor?.id ?? a.object.actor)).toContain(person.id);
        },
        30_000,
        100,
      );
    },
    90_000,
  );

  describe.each(FOREIGN_SIGNERS)('refuses with 401, changing nothing, a request signed by %s', (signer) => {
    const refused = (answer: { status: number; body: unknown }) => {
      expect(answer.status).toBe(401);
      const body = answer.body as Record<string, unknown>;
      expect(body.error).toEqual(expect.any(String));
      expect(Object.keys(body).filter((key) => key !== 'error' && key !== 'code')).toEqual([]);
    };
    const nothingChanged = async (actorUri: string) => {
      const known = await server.app.ctx.db
        .selectFrom('users')
        .select('id')
        .where('actor_uri', '=', actorUri)
        .executeTakeFirst();
      expect(known).toBeUndefined();
    };

    it('whose body was changed after signing', async () => {
      const person = remote.addActor(`${signer}-tamperer`);
      const body = follow(person.id);
      refused(await postSigned(signer, inbox(), body, person, { sentBody: body.replace('Follow', 'Block') }));
      await nothingChanged(person.id);
    });

    it('signed with a key that is not its actor’s', async () => {
      const person = remote.addActor(`${signer}-impostor`);
      const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      const wrong = { keyId: person.keyId, privateKeyPem: other.export({ type: 'pkcs8', format: 'pem' }).toString() };
      refused(await postSigned(signer, inbox(), follow(person.id), wrong));
      await nothingChanged(person.id);
    });

    it('dated 13 hours ago (a replay)', async () => {
      const person = remote.addActor(`${signer}-replayer`);
      const date = new Date(Date.now() - 13 * 60 * 60_000);
      refused(await postSigned(signer, inbox(), follow(person.id), person, { date }));
      await nothingChanged(person.id);
    });
  });
});
