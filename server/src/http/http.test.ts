import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { engines, startTestServer } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { securityHeaders } from './security-headers.js';

describe.each(engines)('HTTP guards on %s', (engine) => {
  const server = useTestServer(engine);

  it('reports health, the database and Redis separately', async () => {
    const res = await server.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok', redis: 'disabled', media: 'ok' });
  });

  it('gives every response a request id, and ignores a client-sent one without a trusted proxy', async () => {
    const first = await server.client().get('/api/health');
    const second = await server.client().request('GET', '/api/health', undefined, { 'x-request-id': 'forged-id' });
    expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).not.toBe('forged-id');
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await server.client().get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Route GET /api/nothing-here not found', code: 'ROUTE_NOT_FOUND' });
  });

  it('refuses a write from another origin, and accepts its own', async () => {
    const client = server.client();
    const foreign = await client.request('POST', '/api/users/signup', {}, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({
      error: 'Cross-site request refused',
      code: 'CROSS_SITE_REFUSED',
    });
    const crossSite = await client.request('POST', '/api/users/logout', undefined, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const own = await client.request('POST', '/api/users/logout', undefined, { origin: server.url });
    expect(own.status).toBe(200);
  });

  it('takes an empty JSON body as no body', async () => {
    const client = server.client();
    await client.signup();
    const them = await server.client().signup();
    const res = await client.request('POST', `/api/users/follow/${them._id}`, '', {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(200);
    expect(res.body.following).toBe(true);
  });

  it('refuses an oversized JSON body with 413', async () => {
    const res = await server.client().post('/api/users/signup', { name: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'Request body is too large', code: 'BODY_TOO_LARGE' });
  });

  it('refuses a body of the wrong content type with 415', async () => {
    const res = await server.client().request('POST', '/api/users/login', 'username=a', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      error: 'Unsupported content type',
      code: 'UNSUPPORTED_CONTENT_TYPE',
    });
  });

  it('reads multipart bodies only on the routes that take uploads: elsewhere they are a wrong content type', async () => {
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
    const body = '--x\r\nContent-Disposition: form-data; name="note"\r\n\r\na\r\n--x--\r\n';
    const res = await server.client().request('POST', `/api/users/follow/${'0'.repeat(26)}`, body, multipart);
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('UNSUPPORTED_CONTENT_TYPE');
  });

  it('sends security headers: every one helmet sets, with its value, on answers and refusals alike', async () => {
    const byHelmet = new ServerResponse(new IncomingMessage(new Socket()));
    securityHeaders([])(byHelmet.req, byHelmet, () => {});
    const wanted = Object.entries(byHelmet.getHeaders());
    expect(wanted.length).toBeGreaterThan(10);
    for (const path of ['/api/health', '/api/no-such-route']) {
      const res = await server.client().get(path);
      for (const [name, value] of wanted) expect([name, res.headers.get(name)]).toEqual([name, String(value)]);
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
    const res = await server.client().get('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('session cookie over https', () => {
  it('is Secure when PUBLIC_URL is https, and that origin may write', async () => {
    const server = await startTestServer('sqlite', { env: { PUBLIC_URL: 'https://social.example' } });
    try {
      const client = server.client();
      const res = await client.request(
        'POST',
        '/api/users/signup',
        { name: 'Sec Ure', username: 'secure', email: 'secure@example.com', password: 'long enough' },
        { origin: 'https://social.example' },
      );
      expect(res.status).toBe(201);
      expect(res.headers.getSetCookie()[0]).toContain('Secure');
    } finally {
      await server.close();
    }
  });
});

describe('session expiry', () => {
  it('refuses a session after SESSION_TTL_DAYS', async () => {
    const { manualClock } = await import('../test/server.js');
    const time = manualClock();
    const server = await startTestServer('sqlite', { clock: time.clock, env: { SESSION_TTL_DAYS: '1' } });
    try {
      const client = server.client();
      const me = await client.signup();
      expect((await client.put(`/api/users/update/${me._id}`, { bio: 'day one' })).status).toBe(200);
      time.advance(24 * 60 * 60 * 1000 + 1);
      expect((await client.put(`/api/users/update/${me._id}`, { bio: 'day two' })).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});
