import { engines } from '@threads/server/test-support';
import { describe, expect, it } from 'vitest';
import { sendAs } from './raw-request.js';
import { useWorldServer } from './world-server.js';

// Found by the fuzzer on PostgreSQL, which refuses NUL in text: these were 500s there.
describe.each(engines)('NUL characters in input (%s)', (engine) => {
  const setup = useWorldServer(engine);

  it.each([
    ['GET', '/api/users/profile/%00'],
    ['POST', '/api/users/follow/%00'],
    ['GET', '/api/users/%00/followers'],
    ['GET', '/api/posts/user/a%00b'],
  ])('%s %s is refused with a 4xx and an error body', async (method, path) => {
    const response = await sendAs(setup.server.url, setup.world.alice.cookie, { method, path });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(typeof response.body.error).toBe('string');
  });

  it('a post whose text holds a NUL is stored (SQLite) or refused with 400 (PostgreSQL), never a 500', async () => {
    const response = await sendAs(setup.server.url, setup.world.alice.cookie, {
      method: 'POST',
      path: '/api/posts/create',
      json: { postedBy: setup.world.alice.id, text: 'a\u0000b' },
    });
    if (engine === 'postgres')
      expect(response).toEqual({
        status: 400,
        body: { error: 'Text must not contain NUL characters', code: 'NUL_CHARACTER' },
      });
    else expect(response.status).toBe(201);
  });
});
