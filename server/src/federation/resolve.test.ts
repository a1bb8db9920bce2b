import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.js';
import { type FederatedPair, startFederatedPair } from '../test/federated-server.js';
import { postText, signUp } from '../test/people.js';
import { engines, startTestServer, type TestServer } from '../test/server.js';

describe.each(engines)('opening a remote profile or post by its address (A on %s)', (engine) => {
  let pair: FederatedPair;
  let closed: TestServer;
  beforeAll(async () => {
    pair = await startFederatedPair(engine);
    // Federating on https, with the outbound rules as in production: loopback addresses are refused.
    closed = await startTestServer(engine, { env: { PUBLIC_URL: 'https://social.example', RATE_LIMITS: 'off' } });
  }, 120_000);
  afterAll(async () => {
    await closed?.close();
    await pair?.close();
  });

  const resolve = (url: string, client = pair.ben.client) =>
    client.get(`/api/federation/resolve?url=${encodeURIComponent(url)}`);
  const notFound = { status: 404, body: { error: 'Nothing on another server was found at this address' } };

  it('finds a person by their profile page and a post by its page, stored here as theirs', async () => {
    const noor = await signUp(pair.a, 'Noor');
    const person = await resolve(`${pair.a.url}/${noor.username}`);
    expect(person.status).toBe(200);
    const aHost = new URL(pair.a.url).host;
    expect(person.body).toMatchObject({ type: 'user', username: `${noor.username}@${aHost}` });
    expect((await pair.ben.client.get(`/api/users/profile/${person.body._id}`)).status).toBe(200);

    const postId = await postText(noor, 'Wheel-thrown bowls');
    const post = await resolve(`${pair.a.url}/${noor.username}/post/${postId}`);
    expect(post.status).toBe(200);
    expect(post.body).toMatchObject({ type: 'post', username: person.body.username });
    const page = await pair.ben.client.get(`/api/posts/${post.body._id}`);
    expect(page.body).toMatchObject({ text: 'Wheel-thrown bowls', postedBy: { _id: person.body._id } });
  }, 60_000);

  it('refuses what is not an http address, what is not there, and our own addresses', async () => {
    for (const url of ['ftp://127.0.0.2/maya', 'not an address', 'javascript:alert(1)']) {
      expect(await resolve(url)).toMatchObject({
        status: 400,
        body: { error: 'url must be an http or https address' },
      });
    }
    expect(await resolve(`${pair.a.url}/nobody-here`)).toMatchObject(notFound);
    expect(await resolve(`${pair.b.url}/ben`)).toMatchObject(notFound);
    const visitor = await pair.b.client().get(`/api/federation/resolve?url=${encodeURIComponent(pair.a.url)}`);
    expect(visitor.status).toBe(401);
  }, 60_000);

  it('does not open someone who blocked the viewer', async () => {
    const benOnA = await pair.maya.client.get(`/api/users/profile/ben@${new URL(pair.b.url).host}`);
    expect((await pair.maya.client.post(`/api/users/block/${benOnA.body._id}`)).status).toBe(200);
    await eventually(
      async () => {
        const blocks = await pair.b.app.ctx.db.selectFrom('blocks').select('blocker_id').execute();
        expect(blocks).toEqual([{ blocker_id: pair.mayaOnB }]);
      },
      30_000,
      100,
    );
    expect(await resolve(`${pair.a.url}/maya`)).toMatchObject(notFound);
  }, 60_000);

  it('reaches no loopback address unless the outbound rules allow it', async () => {
    const someone = await signUp(closed);
    expect(await resolve(`${pair.a.url}/maya`, someone.client)).toMatchObject(notFound);
  }, 60_000);
});
