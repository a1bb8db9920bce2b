import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { boundHeapGrowth } from './ops/heap-growth.js';
import { welcome } from './ops/welcome.js';

/** Within the usual 30 s a process manager or Kubernetes waits between SIGTERM and SIGKILL. */
const SHUTDOWN_GRACE_MS = 25_000;

async function main() {
  boundHeapGrowth();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  await welcome(app);
  if (!config.publicUrl) {
    app.log.warn(
      `PUBLIC_URL is not set: links in mails and share tags point at ${app.ctx.publicOrigin()} (this server's own address, never the request's Host). Set PUBLIC_URL to the address people use.`,
    );
  }

  let closing = false;
  /**
   * Drop socket connections so their clients reconnect to another process, stop accepting connections,
   * let requests in flight finish, then close Redis and the database (the app's close hooks).
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests and sockets');
    const deadline = setTimeout(() => {
      app.log.error(`requests still running after ${SHUTDOWN_GRACE_MS} ms; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    try {
      // Closing the connections, rather than disconnecting the sockets, is what makes socket.io clients
      // reconnect (to another process behind the load balancer).
      if (app.hasDecorator('io')) app.io.engine.close();
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    clearTimeout(deadline);
    app.log.info('shut down cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
