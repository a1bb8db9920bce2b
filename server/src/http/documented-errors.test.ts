import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client.js';
import { startTestServer, type TestServer } from '../test/server.js';

interface ErrorExample {
  error: string;
  code: string;
}
interface ErrorSchema {
  examples?: ErrorExample[];
  properties?: { code?: { enum?: string[] } };
}
interface Media {
  example?: ErrorExample;
  examples?: Record<string, { value: ErrorExample }>;
  schema?: ErrorSchema;
}
interface Operation {
  responses: Record<string, { content?: Record<string, Media> }>;
}

/** @fastify/swagger moves one example to the media's `example`, several to its `examples` map. */
const examplesOf = (media: Media | undefined): ErrorExample[] =>
  media?.example ? [media.example] : Object.values(media?.examples ?? {}).map((example) => example.value);

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

  it('lists the codes of every refusal of every route, each with its example', () => {
    const problems: string[] = [];
    let refusals = 0;
    for (const [route, methods] of Object.entries(paths)) {
      // The health check's 503 is its report (which dependency is down), not a refusal.
      if (route === '/api/health') continue;
      for (const [method, operation] of Object.entries(methods)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          if (Number(status) < 400) continue;
          const label = `${method} ${route} ${status}`;
          const media = Object.values(response.content ?? {})[0];
          const codes = media?.schema?.properties?.code?.enum ?? [];
          const examples = examplesOf(media).map((example) => example.code);
          if (codes.length === 0) problems.push(`${label} lists no codes`);
          if (codes.some((code) => !/^[A-Z][A-Z0-9_]+$/.test(code))) problems.push(`${label} has a malformed code`);
          if ([...examples].sort().join() !== [...codes].sort().join())
            problems.push(`${label} lacks an example per code`);
          refusals++;
        }
      }
    }
    expect(problems).toEqual([]);
    expect(refusals).toBeGreaterThan(100);
  });

  it.each(cases)('$method $doc $status', async ({ method, path, doc, status, body }) => {
    const content = paths[doc]?.[method.toLowerCase()]?.responses[String(status)]?.content ?? {};
    const documented = examplesOf(Object.values(content)[0]);
    expect(documented.length, `${method} ${doc} documents a ${status}`).toBeGreaterThan(0);
    const res = await client.request(method, path.replace('{me}', me), body);
    expect(res.status).toBe(status);
    expect(documented).toContainEqual(res.body);
  });
});
