import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.js';
import { type FakeActor, FakeRemote } from '../test/fake-remote.js';
import { startFederatedServer } from '../test/federated-server.js';
import { postSigned } from '../test/foreign-signers.js';
import { type Person, signUp } from '../test/people.js';
import { engines, type TestServer } from '../test/server.js';

describe.each(engines)('a follow waiting for the other server on %s', (engine) => {
  const remote = new FakeRemote();
  let server: TestServer;
  let ben: Person;
  let lena: FakeActor;
  let lenaId: string;
  beforeAll(async () => {
    await remote.start('127.0.0.4');
    server = await startFederatedServer(engine, '127.0.0.2');
    ben = await signUp(server, 'Ben');
    // Her server answers nothing by itself: the test says when it accepts.
    lena = remote.addActor('lena');
    const found = await ben.client.get(`/api/federation/resolve?url=${encodeURIComponent(lena.id)}`);
    lenaId = found.body._id;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await remote.close();
  });

  const profile = async (client = ben.client) => (await client.get(`/api/users/profile/${lenaId}`)).body;

  it('reports "requested" on every read of her profile until her server accepts', async () => {
    expect(await profile()).toMatchObject({ followRequestedByMe: false, followers: [] });
    const asked = await ben.client.post(`/api/users/follow/${lenaId}`);
    expect(asked.body).toMatchObject({ following: false, followPending: true });
    const follow = await eventually(
      async () => {
        const sent = remote.received.map((r) => JSON.parse(r.body.toString()) as { id: string; type: string });
        return sent.find((activity) => activity.type === 'Follow') ?? Promise.reject(new Error('no Follow yet'));
      },
      20_000,
      100,
    );
    // A reload reads the profile again: still asked, not yet following.
    expect(await profile()).toMatchObject({ followRequestedByMe: true, followers: [] });
    // Only the one who asked is told.
    expect(await profile((await signUp(server, 'Noor')).client)).toMatchObject({ followRequestedByMe: false });
    expect(await profile(server.client())).toMatchObject({ followRequestedByMe: false });

    const accept = { '@context': 'https://www.w3.org/ns/activitystreams', id: `${lena.id}#accepts/1`, type: 'Accept' };
    const body = JSON.stringify({ ...accept, actor: lena.id, object: follow.id });
    const answer = await postSigned('peertube', `${server.url}/ap/users/${ben.id}/inbox`, body, lena);
    expect(answer.status).toBe(202);
    await eventually(
      async () => expect(await profile()).toMatchObject({ followRequestedByMe: false, followers: [ben.id] }),
      20_000,
      100,
    );
  }, 60_000);

  it('is no longer requested once taken back', async () => {
    await ben.client.post(`/api/users/follow/${lenaId}`);
    await ben.client.post(`/api/users/follow/${lenaId}`);
    expect(await profile()).toMatchObject({ followRequestedByMe: true });
    const taken = await ben.client.post(`/api/users/follow/${lenaId}`);
    expect(taken.body).toMatchObject({ following: false });
    expect(await profile()).toMatchObject({ followRequestedByMe: false, followers: [] });
  }, 60_000);
});
