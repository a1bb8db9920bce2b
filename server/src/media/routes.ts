import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { dropStaleUploads, ensureMediaDirs, MEDIA_URL_PREFIX, mediaDir } from './storage.js';

/** Nothing in a media file may run: opened directly, it gets no scripts, no plugins, no same-origin access. */
const MEDIA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * Serves stored media at /media/<name>. Names are server-made and never reused, so responses are
 * cached for a year as immutable; the content type comes from the extension we chose; Range requests
 * get 206 so videos seek and stream.
 */
export async function mediaRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  ensureMediaDirs(ctx.config);
  dropStaleUploads(ctx.config, Date.now());
  await app.register(fastifyStatic, {
    root: mediaDir(ctx.config),
    prefix: MEDIA_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    acceptRanges: true,
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', MEDIA_CSP);
      reply.header('cross-origin-resource-policy', 'same-origin');
    },
  });
}
