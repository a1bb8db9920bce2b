import { generateCryptoKeyPair, signRequest } from '@fedify/fedify';
import { Temporal } from '@js-temporal/polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFederatedServer } from '../test/federated-server.js';
import { engines, type TestServer } from '../test/server.js';

describe.each(engines)('what our inbox refuses, on %s', (engine) => {
  let server: TestServer;
  let mayaId: string;
  beforeAll(async () => {
    server = await startFederatedServer(engine, '127.0.0.2');
    mayaId = (await server.client().signup({ username: 'maya' }))._id;
  });
  afterAll(() => server.close());

  const actor = () => `${server.url}/ap/users/${mayaId}`;
  const follow = () =>
    JSON.stringify({
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${actor()}#follows/${Date.now()}`,
      type: 'Follow',
      actor: actor(),
      object: actor(),
    });
  const inboxRequest = (body: string) =>
    new Request(`${server.url}/ap/inbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json' },
      body,
    });
  const post = async (request: Request) => {
    const response = await fetch(request);
    return { status: response.status, body: await response.json().catch(() => null) };
  };
  const mayaKey = async () => {
    const pairs = await server.app.ctx.federation?.keys.pairsOf(mayaId);
    if (!pairs?.[0]) throw new Error('maya has no key');
    return pairs[0].privateKey;
  };
  const keyId = () => new URL(`${actor()}#main-key`);

  it('accepts a Follow signed with its actor’s key (draft-cavage and RFC 9421 alike)', async () => {
    for (const spec of ['draft-cavage-http-signatures-12', 'rfc9421'] as const) {
      const signed = await signRequest(inboxRequest(follow()), await mayaKey(), keyId(), { spec });
      expect((await post(signed)).status).toBe(202);
    }
  });

  it('refuses an unsigned post with 401', async () => {
    const answer = await post(inboxRequest(follow()));
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: expect.any(String), code: expect.any(String) });
  });

  it('refuses a post signed with another key than its actor’s with 401', async () => {
    const stranger = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
    const signed = await signRequest(inboxRequest(follow()), stranger.privateKey, keyId());
    expect((await post(signed)).status).toBe(401);
  });

  it('refuses a replayed post (Date 13 hours old) with 401', async () => {
    const old = Temporal.Now.instant().subtract({ hours: 13 });
    const signed = await signRequest(inboxRequest(follow()), await mayaKey(), keyId(), { currentTime: old });
    expect((await post(signed)).status).toBe(401);
  });

  it('refuses a body that does not match its signed digest with 401', async () => {
    const signed = await signRequest(inboxRequest(follow()), await mayaKey(), keyId());
    const tampered = new Request(signed.url, {
      method: 'POST',
      headers: signed.headers,
      body: follow().replace('Follow', 'Like'),
    });
    expect((await post(tampered)).status).toBe(401);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const answer = await post(inboxRequest(`{"padding":"${'x'.repeat(1024 * 1024)}"}`));
    expect(answer).toEqual({
      status: 413,
      body: { error: 'Request body is too large', code: 'BODY_TOO_LARGE' },
    });
  });
});
