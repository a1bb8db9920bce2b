import { generateCryptoKeyPair, signRequest } from '@fedify/fedify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client.js';
import { startFederatedServer } from '../test/federated-server.js';
import { engines, type TestServer } from '../test/server.js';

const AP = { accept: 'application/activity+json' };

describe.each(engines)('AUTHORIZED_FETCH=on and deleted people and posts, on %s', (engine) => {
  let server: TestServer;
  let maya: { _id: string; username: string };
  let mayaClient: ApiClient;
  beforeAll(async () => {
    server = await startFederatedServer(engine, '127.0.0.2', { AUTHORIZED_FETCH: 'on' });
    mayaClient = server.client();
    maya = await mayaClient.signup({ username: 'maya' });
  });
  afterAll(() => server.close());

  const get = async (path: string, sign?: { key: Parameters<typeof signRequest>[1]; keyId: URL }) => {
    const request = new Request(`${server.url}${path}`, { headers: AP });
    const response = await fetch(sign ? await signRequest(request, sign.key, sign.keyId) : request);
    return { status: response.status, body: await response.json().catch(() => null) };
  };
  const mayaSigns = async () => {
    const [pair] = (await server.app.ctx.federation?.keys.pairsOf(maya._id)) ?? [];
    if (!pair) throw new Error('no key');
    return { key: pair.privateKey, keyId: new URL(`${server.url}/ap/users/${maya._id}#main-key`) };
  };

  it('answers actors, notes, outboxes and collections only to signed GETs (401 otherwise)', async () => {
    const postId = (await mayaClient.post('/api/posts/create', { postedBy: maya._id, text: 'signed only' })).body._id;
    const paths = [
      `/ap/users/${maya._id}`,
      `/ap/posts/${postId}`,
      `/ap/posts/${postId}/replies`,
      `/ap/users/${maya._id}/outbox`,
      `/ap/users/${maya._id}/followers`,
    ];
    const stranger = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
    for (const path of paths) {
      expect([path, await get(path)]).toEqual([
        path,
        { status: 401, body: { error: 'Unauthorized', code: 'SIGNATURE_REFUSED' } },
      ]);
      const forged = await get(path, { key: stranger.privateKey, keyId: (await mayaSigns()).keyId });
      expect([path, forged.status]).toEqual([path, 401]);
      expect([path, (await get(path, await mayaSigns())).status]).toEqual([path, 200]);
    }
    // The profile page sends a client asking for ActivityPub to the id, where its signature is checked.
    const profile = await fetch(`${server.url}/maya`, { headers: AP, redirect: 'manual' });
    expect([profile.status, profile.headers.get('location')]).toEqual([302, `${server.url}/ap/users/${maya._id}`]);
    // Discovery and the instance actor (whose key others need to verify our signed fetches) stay open.
    expect((await get('/ap/users/instance')).status).toBe(200);
    const finger = await fetch(`${server.url}/.well-known/webfinger?resource=acct:maya@${new URL(server.url).host}`);
    expect(finger.status).toBe(200);
  });

  it('answers a deleted post, and a post deleted under its replies, 410 with a Tombstone', async () => {
    const signed = await mayaSigns();
    const lone = (await mayaClient.post('/api/posts/create', { postedBy: maya._id, text: 'short-lived' })).body._id;
    const parent = (await mayaClient.post('/api/posts/create', { postedBy: maya._id, text: 'answered' })).body._id;
    expect((await mayaClient.put(`/api/posts/reply/${parent}`, { text: 'a reply' })).status).toBe(201);
    for (const id of [lone, parent]) expect((await mayaClient.delete(`/api/posts/${id}`)).status).toBe(200);
    for (const id of [lone, parent]) {
      expect(await get(`/ap/posts/${id}`, signed)).toEqual({
        status: 410,
        body: {
          '@context': 'https://www.w3.org/ns/activitystreams',
          id: `${server.url}/ap/posts/${id}`,
          type: 'Tombstone',
          deleted: expect.any(String),
        },
      });
    }
    expect((await get('/ap/posts/01ARZ3NDEKTSV4RRFFQ69G5FAV', signed)).status).toBe(404);
  });

  it('answers a deleted person 410 with a Tombstone, a frozen one 404 as their profile', async () => {
    const leeClient = server.client();
    const lee = await leeClient.signup();
    const signed = await mayaSigns();
    const erased = await leeClient.request('DELETE', '/api/users/me', { password: 'correct horse battery' });
    expect(erased.status).toBe(200);
    const gone = await get(`/ap/users/${lee._id}`, signed);
    expect(gone).toMatchObject({ status: 410, body: { type: 'Tombstone', id: `${server.url}/ap/users/${lee._id}` } });

    const kim = await server.client().signup();
    await server.app.ctx.db.updateTable('users').set({ is_frozen: 1 }).where('id', '=', kim._id).execute();
    expect((await get(`/ap/users/${kim._id}`, signed)).status).toBe(404);
    expect((await server.client().get(`/api/users/profile/${kim.username}`)).status).toBe(404);
  });
});
