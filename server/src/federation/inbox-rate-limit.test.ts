import { describe, expect, it } from 'vitest';
import { startFederatedServer } from '../test/federated-server.js';

describe('inbox posts per remote server', () => {
  it('are refused with 429 past 600 a minute from one address, before any signature is looked at', async () => {
    const server = await startFederatedServer('sqlite', '127.0.0.2', { RATE_LIMITS: 'on' });
    try {
      const post = () =>
        fetch(`${server.url}/ap/inbox`, {
          method: 'POST',
          headers: { 'content-type': 'application/activity+json' },
          body: '{"type":"Like"}',
        });
      const statuses: number[] = [];
      for (let round = 0; round < 60; round++) {
        statuses.push(...(await Promise.all(Array.from({ length: 10 }, async () => (await post()).status))));
      }
      expect(statuses.filter((status) => status === 429)).toEqual([]);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        error: 'Too many activities from your server. Please slow down.',
        code: 'INBOX_TOO_FAST',
      });
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await server.close();
    }
  }, 60_000);
});
