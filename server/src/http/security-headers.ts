import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export type SecurityHeaders = Readonly<Record<string, string | number | string[]>>;

/**
 * The headers a helmet middleware sets on a response, recorded once, by lower-case name: `securityHeaders`'
 * options take nothing from the request (no directive is a function of it), so every answer gets the same ones.
 * Helmet's only removal, `X-Powered-By`, is a header Fastify never sets.
 */
export function recordedHeaders(middleware: ReturnType<typeof helmet>): SecurityHeaders {
  const headers: Record<string, string | number | string[]> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let error: unknown;
  middleware({} as never, recorder as unknown as ServerResponse, (e?: unknown) => {
    error = e;
  });
  if (error) throw error;
  return Object.freeze(headers);
}

/** Helmet's middleware with this server's policy. */
export const securityHeaders = (mediaOrigins: string[]) =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins],
        mediaSrc: ["'self'", 'blob:', ...mediaOrigins],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

/**
 * Security headers on every answer: a strict CSP (no inline scripts, no framing), nosniff, no referrer, HSTS.
 * Helmet's headers are worked out once at start-up and given to the reply as one object, among Fastify's own:
 * helmet's Fastify plugin rebuilt its middleware, CSP parsing included, for every request (3 % of a feed page's
 * CPU), and setting them on the raw response one by one (`setHeader`, each validated and stored as it came)
 * also put Node's `writeHead` on its slow path, where Fastify's headers are set one by one again (~4 µs a
 * request in all, against ~1.5 µs now). Routes that serve files set their own stricter CSP over this one.
 * `mediaOrigins`: where /media/ may redirect public media (S3_PUBLIC_URL), so pages may load them from there.
 */
export function registerSecurityHeaders(app: FastifyInstance, mediaOrigins: string[] = []): void {
  const headers = recordedHeaders(securityHeaders(mediaOrigins));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
