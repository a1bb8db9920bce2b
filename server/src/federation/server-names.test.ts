import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client.js';
import { eventually } from '../test/eventually.js';
import { FakeRemote } from '../test/fake-remote.js';
import { startFederatedServer } from '../test/federated-server.js';
import { engines, type TestServer } from '../test/server.js';
import { SOFTWARE } from './nodeinfo.js';
import { cleanServerName } from './server-names.js';

describe('cleanServerName', () => {
  it('keeps a name as one short line of text, without control or direction characters', () => {
    expect(cleanServerName('  Cat\u202E Café\n\tsocial\u0007 ')).toBe('Cat Café social');
    expect(cleanServerName('x'.repeat(100))).toBe('x'.repeat(60));
    expect(cleanServerName('\u200B\n')).toBeNull();
    expect(cleanServerName(42)).toBeNull();
  });
});

describe.each(engines)('a remote server’s name (%s)', (engine) => {
  let server: TestServer;
  let client: ApiClient;
  const named = new FakeRemote();
  const silent = new FakeRemote();
  beforeAll(async () => {
    await named.start('127.0.0.4');
    await silent.start('127.0.0.4');
    server = await startFederatedServer(engine, '127.0.0.2');
    client = server.client();
    await client.signup({ name: 'Maya', username: 'maya' });
    named.serveJson('/.well-known/nodeinfo', {
      links: [{ rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1', href: `${named.origin}/nodeinfo/2.1` }],
    });
    named.serveJson('/nodeinfo/2.1', {
      version: '2.1',
      software: { name: 'mastodon', version: '4.3.0' },
      metadata: { nodeName: '<b>Cat\u202E Café</b>\n' },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await named.close();
    await silent.close();
  });

  const resolve = async (remote: FakeRemote, name: string) => {
    const actor = remote.addActor(name);
    const found = await client.get(`/api/federation/resolve?url=${encodeURIComponent(actor.id)}`);
    expect(found.status).toBe(200);
    return found.body._id as string;
  };

  it('is read from its NodeInfo (asked with our User-Agent) when we first learn of one of its people, cleaned, and shown on their profile', async () => {
    const alice = await resolve(named, 'alice');
    const profile = await eventually(
      async () => {
        const answer = await client.get(`/api/users/profile/${alice}`);
        return answer.body.serverName ? answer : Promise.reject(new Error('no name yet'));
      },
      30_000,
      100,
    );
    expect(profile.body.serverName).toBe('<b>Cat Café</b>');
    expect(profile.body.host).toBe(new URL(named.origin).host);
    await resolve(named, 'bob');
    const ours = named.userAgents.get('/users/alice');
    expect(ours).toMatch(new RegExp(`^${SOFTWARE.name}/`));
    expect(named.userAgents.get('/.well-known/nodeinfo')).toBe(ours);
    expect(named.userAgents.get('/nodeinfo/2.1')).toBe(ours);
    expect(named.fetched.filter((path) => path === '/.well-known/nodeinfo')).toHaveLength(1);
  }, 60_000);

  it('is left out when the server has no NodeInfo, and not asked again', async () => {
    const carl = await resolve(silent, 'carl');
    await eventually(async () => expect(silent.fetched).toContain('/.well-known/nodeinfo'), 30_000, 100);
    await resolve(silent, 'dana');
    const profile = await client.get(`/api/users/profile/${carl}`);
    expect(profile.status).toBe(200);
    expect(profile.body.serverName).toBeUndefined();
    expect(silent.fetched.filter((path) => path === '/.well-known/nodeinfo')).toHaveLength(1);
  }, 60_000);
});
