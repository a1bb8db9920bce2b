import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { notFound } from '../errors.js';
import { mediaMessages } from './messages.js';
import { parseRange } from './range.js';
import { contentTypeFor } from './store/store.js';

/** Nothing in a media file may run: opened directly, it gets no scripts, no plugins, no same-origin access. */
const MEDIA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * Sends one stored object, whichever store holds it, streamed: the type from the extension we chose,
 * Range requests answered with 206 (so videos seek), and headers that keep the file inert. `restore`, when
 * given, may bring back a missing file before it is answered 404.
 */
export async function sendStored(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  cacheControl: string,
  restore?: (key: string) => Promise<unknown>,
) {
  let size = await ctx.media.store.size(key);
  if (size === null && restore) {
    await restore(key);
    size = await ctx.media.store.size(key);
  }
  if (size === null) throw notFound(mediaMessages.MEDIA_NOT_FOUND);
  reply.header('cache-control', cacheControl);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', MEDIA_CSP);
  reply.header('cross-origin-resource-policy', 'same-origin');
  reply.header('accept-ranges', 'bytes');
  reply.type(contentTypeFor(key));
  const answer = parseRange(request.headers.range, size);
  if (answer.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    return reply.code(416).send();
  }
  const range = answer.kind === 'part' ? answer.range : undefined;
  const body = await ctx.media.store.read(key, range);
  if (!body) throw notFound(mediaMessages.MEDIA_NOT_FOUND);
  if (range) {
    reply.code(206);
    reply.header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  }
  reply.header('content-length', range ? range.end - range.start + 1 : size);
  return reply.send(body);
}
