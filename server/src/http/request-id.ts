import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const REQUEST_ID_HEADER = 'x-request-id';
const acceptableId = /^[\w.:-]{1,128}$/;

/**
 * Every request gets an id that is on each of its log lines and in its `X-Request-Id` response header.
 * An incoming id is kept only behind a trusted proxy, so one request can be followed across both logs.
 */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    if (trustProxy && typeof incoming === 'string' && acceptableId.test(incoming)) return incoming;
    return crypto.randomUUID();
  };
}

export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
