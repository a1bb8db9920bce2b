import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/use-test-server.js';

describe('the API docs page', () => {
  const server = useTestServer('sqlite');

  it('sends /api/docs/static/index.html to the docs page, with or without a query (no redirect to itself)', async () => {
    for (const query of ['', '?a=1', '?__proto__[]=x']) {
      const response = await fetch(`${server.url}/api/docs/static/index.html${query}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/api/docs/');
    }
    expect((await fetch(`${server.url}/api/docs/static/index.html?x=1`)).status).toBe(200);
  });
});
