import { startTestServer, type TestServer } from '@threads/server/test-support';
import { afterAll, beforeAll } from 'vitest';
import type { Engine } from '../../src/db/schema.js';
import { buildWorld, type World } from './world.js';

/**
 * For a describe block: a test server (rate limits off) on `engine` with the shared world of accounts,
 * posts and a conversation built in it; read `server` and `world` inside the tests.
 */
export function useWorldServer(engine: Engine): { server: TestServer; world: World } {
  const state = {} as { server: TestServer; world: World };
  beforeAll(async () => {
    state.server = await startTestServer(engine, { env: { RATE_LIMITS: 'off' } });
    state.world = await buildWorld(state.server.url);
  });
  afterAll(async () => {
    await state.server?.close();
  });
  return state;
}
