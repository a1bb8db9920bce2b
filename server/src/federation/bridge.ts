import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { errorBody } from '../http/error-handler.js';
import { withParams } from '../lib/i18n/phrases.js';
import { servedWithBlurhashes } from './blurhashes.js';
import type { Federator } from './federator.js';
import { gonePost } from './gone-posts.js';
import { federationMessages } from './messages.js';
import { gatePeer } from './peer-gate.js';

/** Inbox posts (and anything else sent here) are capped: activities are small. */
export const MAX_INBOX_BYTES = 1024 * 1024;

/** The paths Fedify answers: discovery, NodeInfo, and everything under /ap/. */
const FEDIFY_PATHS = ['/.well-known/webfinger', '/.well-known/nodeinfo', '/nodeinfo/2.1', '/ap/*'];

function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/**
 * Hands a request to Fedify as a web `Request`: the URL on PUBLIC_URL (never the Host header), the headers
 * as sent, and the body byte for byte (signatures cover the exact body and its digest); then sends Fedify's
 * `Response`. A refusal without a JSON body gets one, as every refusal of ours does (`{"error": …}`). Blocked
 * servers and floods are refused first (`peer-gate.ts`).
 */
export async function answerWithFedify(
  ctx: AppContext,
  federator: Federator<AppContext>,
  request: FastifyRequest,
  reply: FastifyReply,
  path = request.url,
): Promise<FastifyReply> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const raw = (request.body as Buffer | undefined) ?? Buffer.alloc(0);
  await gatePeer(ctx, request, hasBody ? raw : undefined);
  const gone = hasBody ? undefined : await gonePost(ctx, federator.publicUrl, path);
  if (gone) return reply.status(410).type('application/activity+json').send(JSON.stringify(gone));
  const body = hasBody ? new Uint8Array(raw) : undefined;
  const response = await federator.fedify.fetch(
    new Request(new URL(path, federator.publicUrl), { method: request.method, headers: headersOf(request), body }),
    {
      contextData: ctx,
      onNotFound: () => Response.json(errorBody(federationMessages.ACTIVITYPUB_NOT_FOUND), { status: 404 }),
      onNotAcceptable: () => Response.json(errorBody(federationMessages.NOT_ACCEPTABLE), { status: 406 }),
      onUnauthorized: () => Response.json(errorBody(federationMessages.SIGNATURE_REFUSED), { status: 401 }),
    },
  );
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  const text = await response.text();
  if (response.status >= 400 && !response.headers.get('content-type')?.includes('json')) {
    const problem = text.trim() || response.statusText;
    return reply
      .type('application/json; charset=utf-8')
      .send(errorBody(withParams(federationMessages.ACTIVITYPUB_REFUSED, { problem })));
  }
  if (request.method !== 'GET' || response.status !== 200) return reply.send(text);
  reply.removeHeader('content-length');
  return reply.send(await servedWithBlurhashes(ctx.db, federator.publicUrl, text));
}

/** The Fedify routes, in a scope of their own whose body parser keeps every body as raw bytes. */
export async function registerFedifyRoutes(app: FastifyInstance, ctx: AppContext, federator: Federator<AppContext>) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_INBOX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    for (const url of FEDIFY_PATHS) {
      scope.route({
        method: ['GET', 'HEAD', 'POST'],
        url,
        bodyLimit: MAX_INBOX_BYTES,
        handler: (request, reply) => answerWithFedify(ctx, federator, request, reply),
      });
    }
  });
  app.get('/.well-known/host-meta', async (_request, reply) =>
    reply
      .type('application/xrd+xml; charset=utf-8')
      .send(
        '<?xml version="1.0" encoding="UTF-8"?>\n<XRD xmlns="http://docs.oasis-open.org/ns/xri/xrd-1.0">' +
          `<Link rel="lrdd" template="${federator.publicUrl}/.well-known/webfinger?resource={uri}"/></XRD>\n`,
      ),
  );
}
