import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { forbidden } from '../errors.js';
import { httpMessages } from './messages.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Allowed when the Origin is this server's own address (or PUBLIC_URL); requests without Origin are not from a browser page. */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined, config: Config): boolean {
  if (!origin) return true;
  if (config.publicUrl && origin === new URL(config.publicUrl).origin) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Cross-site request forgery guard for unsafe methods, on top of SameSite=Lax cookies. */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(httpMessages.CROSS_SITE_REFUSED);
    if (!isAllowedOrigin(request.headers.origin, request.headers.host, config)) {
      throw forbidden(httpMessages.CROSS_SITE_REFUSED);
    }
    done();
  });
}
