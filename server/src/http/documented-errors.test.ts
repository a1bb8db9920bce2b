import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client.js';
import { startTestServer, type TestServer } from '../test/server.js';

interface ErrorExample {
  error: string;
}
interface Operation {
  responses: Record<
    string,
    { content?: Record<string, { example?: ErrorExample; schema?: { examples?: ErrorExample[] } }> }
  >;
}

/** Refusals whose documented text is built from a rule (a pattern, a type, a shared message), asked for real. */
const cases: { method: string; path: string; doc: string; status: number; body?: unknown }[] = [
  { method: 'GET', path: '/api/messages/conversations?before=x', doc: '/api/messages/conversations', status: 400 },
  { method: 'GET', path: '/api/users/{me}/followers?before=abc', doc: '/api/users/{id}/followers', status: 400 },
  {
    method: 'DELETE',
    path: '/api/push/subscriptions',
    doc: '/api/push/subscriptions',
    status: 400,
    body: { endpoint: 5 },
  },
  {
    method: 'PUT',
    path: '/api/push/preferences',
    doc: '/api/push/preferences',
    status: 400,
    body: { likes: 'yes', replies: true, reposts: true, follows: true, mentions: true, messages: true },
  },
  { method: 'POST', path: '/api/users/follow/{me}', doc: '/api/users/follow/{id}', status: 400 },
  { method: 'GET', path: '/api/users/search', doc: '/api/users/search', status: 400 },
];

describe('documented refusals are the ones the server sends', () => {
  let server: TestServer;
  let client: ApiClient;
  let me: string;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    client = server.client();
    me = (await client.signup())._id;
    paths = (await client.get('/api/openapi.json')).body.paths;
  });
  afterAll(() => server.close());

  it.each(cases)('$method $doc $status', async ({ method, path, doc, status, body }) => {
    const content = paths[doc]?.[method.toLowerCase()]?.responses[String(status)]?.content ?? {};
    const json = Object.values(content)[0];
    const documented = json?.example ?? json?.schema?.examples?.[0];
    expect(documented, `${method} ${doc} documents a ${status}`).toBeDefined();
    const res = await client.request(method, path.replace('{me}', me), body);
    expect(res.status).toBe(status);
    expect(res.body).toEqual(documented);
  });
});
