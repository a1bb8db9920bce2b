import { startBuiltServer } from './server-process.js';

export interface Instance {
  /** `http://127.0.0.x:port`, its PUBLIC_URL. */
  url: string;
  /** `127.0.0.x:port`, as handles name it. */
  host: string;
  stop: () => Promise<void>;
}

/**
 * One more server of the built app, federating: bound to its own loopback address with PUBLIC_URL there,
 * a fresh SQLite data folder, loopback peers allowed and rate limits off (like the server tests' pairs).
 */
async function startInstance(address: string): Promise<Instance> {
  const server = await startBuiltServer(address, (url) => ({
    PUBLIC_URL: url,
    OUTBOUND_ALLOW_LOOPBACK: 'on',
    RATE_LIMITS: 'off',
    SMTP_URL: undefined,
  }));
  return { url: server.url, host: `${address}:${server.port}`, stop: server.stop };
}

/** Two federating servers: A on 127.0.0.2 and B on 127.0.0.3, each with its own database. */
export async function startFederationPair(): Promise<{ a: Instance; b: Instance; stop: () => Promise<void> }> {
  const [a, b] = await Promise.allSettled([startInstance('127.0.0.2'), startInstance('127.0.0.3')]);
  if (a.status === 'rejected' || b.status === 'rejected') {
    await Promise.all([a, b].map((started) => (started.status === 'fulfilled' ? started.value.stop() : null)));
    throw a.status === 'rejected' ? a.reason : (b as PromiseRejectedResult).reason;
  }
  return { a: a.value, b: b.value, stop: async () => void (await Promise.all([a.value.stop(), b.value.stop()])) };
}
