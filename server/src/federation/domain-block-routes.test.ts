import { describe, expect, it } from 'vitest';
import { changeRole } from '../admin/service.js';
import { coded } from '../test/refusal.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { domainsCovering } from './domain-blocks.js';

describe('domains a block covers', () => {
  it('are the host and its parent domains, without the port or a bare top-level domain', () => {
    expect(domainsCovering('Social.Example.COM:8443')).toEqual(['social.example.com', 'example.com']);
    expect(domainsCovering('127.0.0.3:4000')).toEqual(['127.0.0.3']);
  });
});

describe.each(engines)('admin domain blocks on %s', (engine) => {
  const server = useTestServer(engine, { env: { PUBLIC_URL: 'https://threads.example' } });

  async function admin() {
    const client = server.client();
    const me = await client.signup();
    await changeRole(server.app.ctx.db, me.username, true, Date.now());
    return client;
  }

  it('refuses what is not a domain, our own domain and unknown severities with 400, changing nothing', async () => {
    const boss = await admin();
    const refusals = [
      [{ domain: 'https://spam.example/' }, 'Give a server’s domain name, such as social.example'],
      [{ domain: 'spam' }, 'Give a server’s domain name, such as social.example'],
      [{}, 'Give a server’s domain name, such as social.example'],
      [{ domain: 'threads.example' }, 'This is our own server'],
      [{ domain: 'spam.example', severity: 'silence' }, 'The severity must be "block" or "limit"'],
      [{ domain: 'spam.example', reason: 'x'.repeat(1001) }, 'The reason must be at most 1000 characters long'],
    ] as const;
    for (const [body, error] of refusals) {
      const answer = await boss.post('/api/admin/domain-blocks', body);
      expect([body, answer.status, answer.body]).toEqual([body, 400, coded(error)]);
    }
    expect((await boss.get('/api/admin/domain-blocks')).body).toEqual([]);
  });

  it('blocks, changes to a limit, lists and lifts, each audit-logged', async () => {
    const boss = await admin();
    const created = await boss.post('/api/admin/domain-blocks', { domain: 'Spam.Example.', reason: 'spam waves' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      domain: 'spam.example',
      severity: 'block',
      reason: 'spam waves',
      createdAt: expect.any(String),
    });
    const servers = (await boss.get('/api/admin/instances')).body;
    expect(servers).toEqual([expect.objectContaining({ host: 'spam.example', people: 0, severity: 'block' })]);
    const changed = await boss.post('/api/admin/domain-blocks', { domain: 'spam.example', severity: 'limit' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      domain: 'spam.example',
      severity: 'limit',
      createdAt: created.body.createdAt,
    });
    expect((await boss.get('/api/admin/domain-blocks')).body).toEqual([changed.body]);

    expect((await boss.delete('/api/admin/domain-blocks/spam.example')).body).toEqual({ domain: 'spam.example' });
    const again = await boss.delete('/api/admin/domain-blocks/spam.example');
    expect([again.status, again.body]).toEqual([
      404,
      { error: 'This server is neither blocked nor limited', code: 'DOMAIN_NOT_BLOCKED' },
    ]);
    const audit = (await boss.get('/api/admin/audit')).body as { action: string; targetType: string }[];
    expect(audit.slice(0, 3).map((entry) => [entry.action, entry.targetType])).toEqual([
      ['domain_unblock', 'domain'],
      ['domain_limit', 'domain'],
      ['domain_block', 'domain'],
    ]);
  });

  it('is for admins only', async () => {
    const someone = server.client();
    await someone.signup();
    for (const [method, path] of [
      ['get', '/api/admin/domain-blocks'],
      ['post', '/api/admin/domain-blocks'],
      ['delete', '/api/admin/domain-blocks/spam.example'],
      ['get', '/api/admin/instances'],
    ] as const) {
      const ask = (client: typeof someone) =>
        method === 'post' ? client.post(path, { domain: 'spam.example' }) : client[method](path);
      const answer = await ask(someone);
      expect([path, answer.status, answer.body]).toEqual([path, 403, { error: 'Admins only', code: 'ADMINS_ONLY' }]);
      const visitor = await ask(server.client());
      expect([path, visitor.status]).toEqual([path, 401]);
    }
    expect(await server.app.ctx.db.selectFrom('domain_blocks').selectAll().execute()).toEqual([]);
  });
});
