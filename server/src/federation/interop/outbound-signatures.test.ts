import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../test/eventually.js';
import { type Captured, FakeRemote } from '../../test/fake-remote.js';
import { startFederatedServer } from '../../test/federated-server.js';
import { postSigned } from '../../test/foreign-signers.js';
import {
  verifiedByMisskeyDraft,
  verifiedByMisskeyRfc9421,
  verifiedByPeerTube,
  withBody,
} from '../../test/foreign-verifiers.js';
import { AS_PUBLIC } from '../../test/send-activity.js';
import { engines, type TestServer } from '../../test/server.js';

const LATER = 13 * 60 * 60_000;

/**
 * What we send, checked by the code other servers check it with: a fake server on another loopback address
 * has people follow Maya and keeps every request our delivery queue posts to it (Accepts, the Create of her
 * post, her like and repost of a fan's note, the Delete of her post). Its inbox refuses the Create signed
 * with RFC 9421, so our delivery knocks again with draft-cavage (as for servers that know only that) and
 * keeps to it: an Accept and the Create are each captured signed both ways, the rest in draft-cavage.
 * Draft-cavage is checked by PeerTube's and Misskey's libraries, RFC 9421 with Misskey's, each against the
 * key in Maya's actor document as we serve it.
 */
describe.each(engines)('our signatures, checked by other servers’ libraries (%s)', (engine) => {
  let server: TestServer;
  const remote = new FakeRemote();
  let publicKeyPem: string;
  let fanPrivateKey: string;
  beforeAll(async () => {
    await remote.start('127.0.0.4');
    // Our delivery tries RFC 9421 first and keeps to draft-cavage for a server once it refused RFC 9421.
    remote.inboxStatus = (request) =>
      request.headers['signature-input'] && JSON.parse(request.body.toString()).type === 'Create' ? 401 : 202;
    server = await startFederatedServer(engine, '127.0.0.2');
    const maya = server.client();
    const mayaId = (await maya.signup({ username: 'maya' }))._id;
    const actorUri = `${server.url}/ap/users/${mayaId}`;
    const actor = (await (await fetch(actorUri, { headers: { accept: 'application/activity+json' } })).json()) as {
      publicKey: { publicKeyPem: string };
    };
    publicKeyPem = actor.publicKey.publicKeyPem;
    const follow = async (name: string) => {
      const fan = remote.addActor(name);
      const body = JSON.stringify({
        '@context': 'https://www.w3.org/ns/activitystreams',
        id: `${fan.id}#follow`,
        type: 'Follow',
        actor: fan.id,
        object: actorUri,
      });
      expect((await postSigned('misskey-draft', `${server.url}/ap/inbox`, body, fan)).status).toBe(202);
      return fan;
    };
    fanPrivateKey = (await follow('fan')).privateKeyPem;
    await eventually(async () => expect(sent('Accept', 'rfc9421')).toBeDefined(), 60_000, 100);
    const created = await maya.post('/api/posts/create', { postedBy: mayaId, text: 'Hello #fediverse' });
    expect(created.status).toBe(201);
    const mayaPostId = created.body._id as string;
    await eventually(async () => expect(sent('Create', 'draft')).toBeDefined(), 60_000, 100);
    await follow('second-fan');
    await eventually(async () => expect(sent('Accept', 'draft')).toBeDefined(), 60_000, 100);
    // Maya likes and reposts a note of the fan's that mentions her, then deletes her post.
    const noteId = `${remote.origin}/users/fan/notes/1`;
    const note = { id: noteId, type: 'Note', attributedTo: `${remote.origin}/users/fan`, content: '<p>Hi Maya</p>' };
    const create = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${noteId}/activity`,
      type: 'Create',
      actor: `${remote.origin}/users/fan`,
      object: { ...note, to: [AS_PUBLIC], cc: [actorUri], tag: [{ type: 'Mention', href: actorUri }] },
    };
    const fanKey = { keyId: `${remote.origin}/users/fan#main-key`, privateKeyPem: fanPrivateKey };
    expect((await postSigned('peertube', `${server.url}/ap/inbox`, JSON.stringify(create), fanKey)).status).toBe(202);
    const stored = await eventually(
      async () =>
        (await server.app.ctx.db.selectFrom('posts').select('id').where('uri', '=', noteId).executeTakeFirst()) ??
        Promise.reject(new Error('note not stored')),
      60_000,
      100,
    );
    expect((await maya.put(`/api/posts/like/${stored.id}`)).status).toBe(200);
    expect((await maya.post('/api/posts/repost', { postId: stored.id })).status).toBe(201);
    expect((await maya.delete(`/api/posts/${mayaPostId}`)).status).toBe(200);
    for (const type of ['Like', 'Announce', 'Delete']) {
      await eventually(async () => expect(sent(type, 'draft')).toBeDefined(), 60_000, 100);
    }
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await remote.close();
  });

  const sent = (type: string, kind: 'draft' | 'rfc9421'): Captured | undefined =>
    remote.received.find(
      (request) =>
        JSON.parse(request.body.toString()).type === type &&
        (kind === 'rfc9421') === (request.headers['signature-input'] !== undefined),
    );
  const captured = (type: string, kind: 'draft' | 'rfc9421') => {
    const request = sent(type, kind);
    if (!request) throw new Error(`no ${kind} ${type} was sent`);
    return request;
  };
  const wrongKey = () =>
    generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const tampered = (request: Captured) => withBody(request, request.body.toString().replace('"type"', '"kind"'));

  it.each(['Accept', 'Create'])('every %s we sent verifies with PeerTube’s and Misskey’s libraries', async (type) => {
    expect(verifiedByPeerTube(captured(type, 'draft'), publicKeyPem)).toBe(true);
    expect(await verifiedByMisskeyDraft(captured(type, 'draft'), publicKeyPem)).toBe(true);
    expect(await verifiedByMisskeyRfc9421(captured(type, 'rfc9421'), publicKeyPem)).toBe(true);
  });

  it('so does every other request we sent (Like, Announce, Delete), all in draft-cavage by then', async () => {
    const others = remote.received.filter(
      (request) => !['Accept', 'Create'].includes(JSON.parse(request.body.toString()).type),
    );
    expect(new Set(others.map((request) => JSON.parse(request.body.toString()).type))).toEqual(
      new Set(['Like', 'Announce', 'Delete']),
    );
    for (const request of others) {
      expect(verifiedByPeerTube(request, publicKeyPem)).toBe(true);
      expect(await verifiedByMisskeyDraft(request, publicKeyPem)).toBe(true);
    }
  });

  it('fails their checks with a tampered body', async () => {
    expect(verifiedByPeerTube(tampered(captured('Create', 'draft')), publicKeyPem)).toBe('digest mismatch');
    expect(await verifiedByMisskeyDraft(tampered(captured('Create', 'draft')), publicKeyPem)).toBe('digest mismatch');
    const rfc = tampered(captured('Create', 'rfc9421'));
    expect(await verifiedByMisskeyRfc9421(rfc, publicKeyPem)).toBe('digest mismatch');
  });

  it('fails their checks with another key than Maya’s', async () => {
    const key = wrongKey();
    expect(verifiedByPeerTube(captured('Create', 'draft'), key)).toBe('bad signature');
    expect(await verifiedByMisskeyDraft(captured('Create', 'draft'), key)).toBe('bad signature');
    expect(await verifiedByMisskeyRfc9421(captured('Create', 'rfc9421'), key)).toBe('bad signature');
  });

  it('fails their checks 13 hours later (a replay)', async () => {
    const later = new Date(Date.now() + LATER);
    expect(await verifiedByMisskeyDraft(captured('Create', 'draft'), publicKeyPem, later)).toMatch(/clock skew/i);
    expect(await verifiedByMisskeyRfc9421(captured('Create', 'rfc9421'), publicKeyPem, later)).toMatch(/clock skew/i);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(later);
      expect(verifiedByPeerTube(captured('Create', 'draft'), publicKeyPem)).toMatch(/clock skew/i);
    } finally {
      vi.useRealTimers();
    }
  });
});
