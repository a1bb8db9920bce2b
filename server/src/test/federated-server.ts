import type { Config } from '../config.js';
import type { Engine } from '../db/schema.js';
import type { ApiClient } from './api-client.js';
import { eventually } from './eventually.js';
import { freePort } from './free-port.js';
import { startTestServer, type TestServer } from './server.js';

/**
 * A test server that federates: listening on its own loopback address (127.0.0.2, 127.0.0.3, …) with
 * PUBLIC_URL there and OUTBOUND_ALLOW_LOOPBACK=on, so two of them can follow each other over real HTTP.
 */
export async function startFederatedServer(
  engine: Engine,
  host: string,
  env: Record<string, string> = {},
  config: Partial<Config> = {},
): Promise<TestServer> {
  const port = await freePort();
  return startTestServer(engine, {
    env: { PUBLIC_URL: `http://${host}:${port}`, OUTBOUND_ALLOW_LOOPBACK: 'on', RATE_LIMITS: 'off', ...env },
    config,
    listen: { host, port },
  });
}

export interface FederatedPair {
  a: TestServer;
  b: TestServer;
  /** Maya on A; Ben on B, who follows her (accepted). */
  maya: { id: string; client: ApiClient };
  ben: { id: string; client: ApiClient };
  /** Maya's id on B (her remote row there). */
  mayaOnB: string;
  close: () => Promise<void>;
}

/** Two federating servers (127.0.0.2 on `engineA`, 127.0.0.3 on the other engine), and Ben on B following Maya on A. */
export async function startFederatedPair(engineA: Engine): Promise<FederatedPair> {
  const engineB: Engine = engineA === 'sqlite' ? 'postgres' : 'sqlite';
  const [a, b] = await Promise.all([
    startFederatedServer(engineA, '127.0.0.2'),
    startFederatedServer(engineB, '127.0.0.3'),
  ]);
  const mayaClient = a.client();
  const maya = await mayaClient.signup({ name: 'Maya', username: 'maya' });
  const benClient = b.client();
  const ben = await benClient.signup({ name: 'Ben', username: 'ben' });
  // Asked again while it fails: on a busy machine one server's answer to the other's WebFinger can outlast a timeout.
  const remote = await eventually(
    async () => {
      const found = await benClient.get(`/api/users/profile/maya@${new URL(a.url).host}`);
      if (found.status !== 200) throw new Error(`maya not found from B: ${found.status}`);
      return found;
    },
    60_000,
    500,
  );
  await benClient.post(`/api/users/follow/${remote.body._id}`);
  await eventually(
    async () => {
      const profile = await benClient.get(`/api/users/profile/${remote.body._id}`);
      if (!profile.body.followers.includes(ben._id)) throw new Error('follow not accepted yet');
    },
    30_000,
    100,
  );
  return {
    a,
    b,
    maya: { id: maya._id, client: mayaClient },
    ben: { id: ben._id, client: benClient },
    mayaOnB: remote.body._id,
    close: async () => {
      await Promise.all([a.close(), b.close()]);
    },
  };
}
