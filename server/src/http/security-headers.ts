import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export type HeaderStep = { set: string; value: string | number | readonly string[] } | { remove: string };

/**
 * What a helmet middleware does to a response, recorded once: `securityHeaders`' options take nothing from
 * the request (no directive is a function of it), so every answer gets the same steps in the same order.
 */
export function recordedSteps(middleware: ReturnType<typeof helmet>): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => steps.push({ set: name, value }),
    removeHeader: (name: string) => steps.push({ remove: name }),
  };
  let error: unknown;
  middleware({} as never, recorder as unknown as ServerResponse, (e?: unknown) => {
    error = e;
  });
  if (error) throw error;
  return steps;
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

/** Replays recorded steps on a response. */
export function applySteps(response: ServerResponse, steps: readonly HeaderStep[]): void {
  for (const step of steps) {
    if ('set' in step) response.setHeader(step.set, step.value);
    else response.removeHeader(step.remove);
  }
}

/**
 * Security headers on every answer: a strict CSP (no inline scripts, no framing), nosniff, no referrer, HSTS.
 * Helmet's headers are worked out once at start-up and set per request from that list: helmet's Fastify plugin
 * rebuilt its middleware, CSP parsing included, for every request (3 % of a feed page's CPU), and the built
 * middleware still ran its chain of twelve functions per request. Routes that serve files set their own
 * stricter CSP over this one. `mediaOrigins`: where /media/ may redirect public media (S3_PUBLIC_URL), so
 * pages may load them from there.
 */
export function registerSecurityHeaders(app: FastifyInstance, mediaOrigins: string[] = []): void {
  const steps = recordedSteps(securityHeaders(mediaOrigins));
  app.addHook('onRequest', (_request, reply, done) => {
    applySteps(reply.raw, steps);
    done();
  });
}
