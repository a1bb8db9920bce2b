import type { FastifyInstance } from 'fastify';

const SWEEP_MS = 50;

/**
 * Fastify closes idle keep-alive connections once, as close() begins. A connection whose response ended a
 * moment earlier is not idle yet at that instant, and would then hold close() open for the whole keep-alive
 * timeout (72 s). Until the server has closed, connections that have gone idle are closed as they appear.
 */
export function registerCloseIdleConnections(app: FastifyInstance): void {
  app.addHook('preClose', (done) => {
    const sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
    sweep.unref();
    app.server.once('close', () => clearInterval(sweep));
    done();
  });
}
