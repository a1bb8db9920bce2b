import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.js';
import { type FederatedPair, startFederatedPair } from '../test/federated-server.js';
import { followedActorUris } from '../test/followed-actors.js';
import { inboxSettled } from '../test/inbox-settled.js';
import { Peer } from '../test/outbound-peer.js';
import { sendActivity } from '../test/send-activity.js';
import { engines } from '../test/server.js';

/** An actor as Mastodon serves one after an account move (its `alsoKnownAs` naming the old account). */
function movedActor(id: string, aliases: string[]) {
  return {
    '@context': [
      'https://www.w3.org/ns/activitystreams',
      'https://w3id.org/security/v1',
      { alsoKnownAs: { '@id': 'as:alsoKnownAs', '@type': '@id' } },
    ],
    id,
    type: 'Person',
    preferredUsername: 'maya',
    name: 'Maya (new home)',
    inbox: `${id}/inbox`,
    outbox: `${id}/outbox`,
    followers: `${id}/followers`,
    ...(aliases.length > 0 ? { alsoKnownAs: aliases } : {}),
  };
}

describe.each(engines)('a remote person moves (A on %s)', (engine) => {
  let pair: FederatedPair;
  const peer = new Peer();
  const received: Record<string, unknown>[] = [];
  beforeAll(async () => {
    pair = await startFederatedPair(engine);
    await peer.start('127.0.0.4');
    peer.handler = (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        if (request.method === 'POST') {
          received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          response.writeHead(202).end();
          return;
        }
        const aliases = path === '/users/maya' ? [mayaActor()] : [];
        response.writeHead(200, { 'content-type': 'application/activity+json' });
        response.end(JSON.stringify(movedActor(peer.url(path, '127.0.0.4'), aliases)));
      });
    };
  }, 120_000);
  afterAll(async () => {
    await peer.close();
    await pair?.close();
  });

  const mayaActor = () => `${pair.a.url}/ap/users/${pair.maya.id}`;
  const benActor = () => `${pair.b.url}/ap/users/${pair.ben.id}`;
  const move = (n: number, target: string) =>
    sendActivity(pair.a, pair.maya.id, `${pair.b.url}/ap/inbox`, {
      id: `${mayaActor()}#moves/${n}`,
      type: 'Move',
      actor: mayaActor(),
      object: mayaActor(),
      target,
    });
  const benFollows = () => followedActorUris(pair.b.app.ctx.db, pair.ben.id);

  it('is ignored when the new account does not name the old one in alsoKnownAs', async () => {
    await move(1, peer.url('/users/stranger', '127.0.0.4'));
    await inboxSettled(pair.b, mayaActor());
    expect(await benFollows()).toEqual([mayaActor()]);
    const requests = await pair.b.app.ctx.db.selectFrom('follow_requests').select('followee_id').execute();
    expect(requests.map((row) => row.followee_id)).toEqual([pair.mayaOnB]);
    expect(received).toEqual([]);
    const profile = await pair.ben.client.get(`/api/users/profile/${pair.mayaOnB}`);
    expect(profile.body.movedTo).toBeUndefined();
  }, 60_000);

  it('moves our follows of the old account to the new one: an Undo to the old, a Follow to the new', async () => {
    const target = peer.url('/users/maya', '127.0.0.4');
    await move(2, target);
    await eventually(
      async () =>
        expect(received).toContainEqual(expect.objectContaining({ type: 'Follow', actor: benActor(), object: target })),
      30_000,
      100,
    );
    expect(await benFollows()).toEqual([]);
    const moved = await pair.b.app.ctx.db
      .selectFrom('follow_requests')
      .innerJoin('users', 'users.id', 'follow_requests.followee_id')
      .select(['users.actor_uri', 'users.username'])
      .where('follow_requests.follower_id', '=', pair.ben.id)
      .execute();
    expect(moved).toEqual([{ actor_uri: target, username: `maya@127.0.0.4:${peer.port}` }]);
    const profile = await pair.ben.client.get(`/api/users/profile/${pair.mayaOnB}`);
    expect(profile.status).toBe(200);
    expect(profile.body.movedTo).toBe(`maya@127.0.0.4:${peer.port}`);
    await eventually(
      async () => {
        const followers = await pair.maya.client.get(`/api/users/profile/${pair.maya.id}`);
        expect(followers.body.followers).toEqual([]);
      },
      30_000,
      100,
    );
  }, 60_000);
});
