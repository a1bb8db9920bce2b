import { APP_NAME } from '@threads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFederatedServer } from '../test/federated-server.js';
import { refusal } from '../test/refusal.js';
import { engines, type TestServer } from '../test/server.js';
import { federationMessages } from './messages.js';

const AP = { accept: 'application/activity+json' };

async function getJson(url: string, headers: Record<string, string> = AP) {
  const response = await fetch(url, { headers });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: text ? JSON.parse(text) : null,
  };
}

describe.each(engines)('who we are to other servers, on %s', (engine) => {
  let server: TestServer;
  let maya: { _id: string; username: string };
  beforeAll(async () => {
    server = await startFederatedServer(engine, '127.0.0.2');
    const client = server.client();
    maya = await client.signup({ name: 'Maya Lin', username: 'maya' });
    await client.put(`/api/users/update/${maya._id}`, { bio: 'Potter & <painter>' });
  });
  afterAll(() => server.close());

  const host = () => new URL(server.url).host;
  const actorId = () => `${server.url}/ap/users/${maya._id}`;

  it('finds a person by acct: and by their page through WebFinger, pointing at an actor id built from their _id', async () => {
    const byAcct = await getJson(`${server.url}/.well-known/webfinger?resource=acct:maya@${host()}`, {});
    expect(byAcct.status).toBe(200);
    expect(byAcct.type).toContain('application/jrd+json');
    expect(byAcct.body.subject).toBe(`acct:maya@${host()}`);
    expect(byAcct.body.links).toContainEqual(
      expect.objectContaining({ rel: 'self', type: 'application/activity+json', href: actorId() }),
    );
    const byUrl = await getJson(
      `${server.url}/.well-known/webfinger?resource=${encodeURIComponent(`${server.url}/maya`)}`,
      {},
    );
    expect(byUrl.body.links).toContainEqual(expect.objectContaining({ rel: 'self', href: actorId() }));
    const unknown = await getJson(`${server.url}/.well-known/webfinger?resource=acct:nobody@${host()}`, {});
    expect(unknown.status).toBe(404);
  });

  it('serves the Person with keys made on first use, collections with counts, and the same keys afterwards', async () => {
    const { status, type, body } = await getJson(actorId());
    expect(status).toBe(200);
    expect(type).toContain('application/activity+json');
    expect(body).toMatchObject({
      id: actorId(),
      type: 'Person',
      preferredUsername: 'maya',
      name: 'Maya Lin',
      summary: '<p>Potter &amp; &lt;painter&gt;</p>',
      url: `${server.url}/maya`,
      inbox: `${actorId()}/inbox`,
      outbox: `${actorId()}/outbox`,
      followers: `${actorId()}/followers`,
      following: `${actorId()}/following`,
      endpoints: { sharedInbox: `${server.url}/ap/inbox` },
      publicKey: { id: `${actorId()}#main-key`, owner: actorId() },
    });
    expect(body.publicKey.publicKeyPem).toContain('BEGIN PUBLIC KEY');
    expect(body.assertionMethod).toHaveLength(2);
    expect(body.assertionMethod[1].publicKeyMultibase).toMatch(/^z6Mk/);
    const again = await getJson(actorId());
    expect(again.body.publicKey.publicKeyPem).toBe(body.publicKey.publicKeyPem);
    const keys = await server.app.ctx.db
      .selectFrom('actor_keys')
      .select('kind')
      .where('owner', '=', maya._id)
      .execute();
    expect(keys.map((k) => k.kind).sort()).toEqual(['ed25519', 'rsa']);

    const followers = await getJson(`${actorId()}/followers`);
    expect(followers.body).toMatchObject({ type: 'OrderedCollection', totalItems: 0 });
    const outbox = await getJson(`${actorId()}/outbox`);
    expect(outbox.body).toMatchObject({ type: 'OrderedCollection', totalItems: 0 });
  });

  it('answers the actor on the profile page and a Note on the post page to a client asking for ActivityPub', async () => {
    const profile = await getJson(`${server.url}/maya`, {
      accept: 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"',
    });
    expect(profile.body.id).toBe(actorId());
    const client = server.client();
    await client.post('/api/users/login', { username: 'maya', password: 'correct horse battery' });
    const post = await client.post('/api/posts/create', { postedBy: maya._id, text: 'Hello #Clay from @maya' });
    const note = await getJson(`${server.url}/maya/post/${post.body._id}`);
    expect(note.body).toMatchObject({
      id: `${server.url}/ap/posts/${post.body._id}`,
      type: 'Note',
      attributedTo: actorId(),
      // The compact JSON-LD form of https://www.w3.org/ns/activitystreams#Public (Mastodon reads both).
      to: 'as:Public',
      url: `${server.url}/maya/post/${post.body._id}`,
    });
    expect(note.body.content).toContain(`href="${server.url}/tag/clay"`);
    expect([note.body.tag].flat()).toContainEqual({ type: 'Hashtag', href: `${server.url}/tag/clay`, name: '#clay' });
  });

  it('does not find frozen people, nor unknown ones', async () => {
    const client = server.client();
    const frozen = await client.signup();
    expect((await getJson(`${server.url}/ap/users/${frozen._id}`)).status).toBe(200);
    await client.put('/api/users/freeze');
    const gone = await getJson(`${server.url}/ap/users/${frozen._id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual(refusal(federationMessages.ACTIVITYPUB_NOT_FOUND));
    expect((await getJson(`${server.url}/ap/users/01JD0000000000000000000000`)).status).toBe(404);
  });

  it('describes itself: NodeInfo 2.1 with its software, name, open registrations and counts, and host-meta', async () => {
    const links = await getJson(`${server.url}/.well-known/nodeinfo`, {});
    const href = links.body.links.find((link: { rel: string }) => link.rel.endsWith('/2.1')).href;
    expect(href).toBe(`${server.url}/nodeinfo/2.1`);
    const info = await getJson(href, {});
    expect(info.body).toMatchObject({
      version: '2.1',
      software: { name: 'threads-social', version: '0.1.0' },
      protocols: ['activitypub'],
      openRegistrations: true,
      metadata: { nodeName: APP_NAME },
    });
    expect(info.body.usage.users.total).toBeGreaterThanOrEqual(1);
    expect(info.body.usage.localPosts).toBeGreaterThanOrEqual(1);
    const hostMeta = await fetch(`${server.url}/.well-known/host-meta`);
    expect(await hostMeta.text()).toContain(`template="${server.url}/.well-known/webfinger?resource={uri}"`);
  });
});
