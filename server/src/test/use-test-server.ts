import { afterAll, beforeAll } from 'vitest';
import type { Engine } from '../db/schema.js';
import { startTestServer, type TestServer } from './server.js';

type StartOptions = NonNullable<Parameters<typeof startTestServer>[1]>;

/**
 * One real test server for the enclosing `describe` (started in its `beforeAll`, closed in its `afterAll`).
 * The answer stands for the server from the first test on; reading it earlier (while collecting) throws.
 * `options` may be a function when they depend on something another `beforeAll` made first (a mailbox's
 * address, an S3 bucket): register that hook before calling this, hooks run in order (and `afterAll`s in reverse).
 *
 *   describe.each(engines)('follows on %s', (engine) => {
 *     const server = useTestServer(engine, { clock: time.clock });
 *     it('…', async () => { const alice = server.client(); … });
 *   });
 */
export function useTestServer(
  engine: Engine,
  options: StartOptions | (() => StartOptions | Promise<StartOptions>) = {},
): TestServer {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startTestServer(engine, typeof options === 'function' ? await options() : options);
  });
  afterAll(async () => {
    const server = current;
    current = undefined;
    await server?.close();
  });
  const started = (): TestServer => {
    if (!current) throw new Error('useTestServer: the server runs from beforeAll to afterAll; use it inside a test');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get url() {
      return started().url;
    },
    get config() {
      return started().config;
    },
    client: () => started().client(),
    clientAt: (address) => started().clientAt(address),
    close: async () => {
      const server = started();
      current = undefined;
      await server.close();
    },
  };
}
