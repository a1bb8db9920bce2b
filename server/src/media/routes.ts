import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { sessionFromCookie } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { notFound, unauthenticated } from '../errors.js';
import { refetchRemoteMedia } from '../federation/remote-media-refetch.js';
import { moveLegacyPrivateMedia } from './legacy.js';
import { mediaMessages } from './messages.js';
import { mayViewPrivateMedia } from './queries.js';
import { sendStored } from './serve.js';
import { dropStaleUploads, ensureUploadTmpDir, keyFromUrl } from './storage.js';

const Params = Type.Object({ name: Type.String() });

/** The stored object a path names, or a 404 for any name the server could not have made. */
function keyOf(url: string): string {
  const key = keyFromUrl(url.split('?')[0] ?? '');
  if (!key) throw notFound(mediaMessages.MEDIA_NOT_FOUND);
  return key;
}

/**
 * Public media at /media/<name>: names are server-made and never reused, so responses are cached for
 * a year as immutable (or redirected to S3_PUBLIC_URL when set); an expired copy of a remote post's media is
 * fetched again on the first request for it. Private media at /media/private/<name>
 * go only to their owner and the person they were shared with (or their group's members), checked against the session on every
 * request, and are never cached by anyone else.
 */
export async function mediaRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  ensureUploadTmpDir(ctx.config);
  dropStaleUploads(ctx.config, Date.now());
  await moveLegacyPrivateMedia(ctx, fastify.log);
  const hidden = { hide: true, params: Params };

  app.get('/media/:name', { schema: hidden }, async (request, reply) => {
    const key = keyOf(request.url);
    const elsewhere = ctx.media.store.publicUrl(key);
    if (elsewhere) return reply.header('cache-control', 'public, max-age=3600').redirect(elsewhere, 302);
    // A missing file may be an expired copy of a remote post's media, fetched again from its server.
    return sendStored(ctx, request, reply, key, 'public, max-age=31536000, immutable', (missing) =>
      refetchRemoteMedia(ctx, missing),
    );
  });

  app.get('/media/private/:name', { schema: hidden }, async (request, reply) => {
    const viewer = (await sessionFromCookie(ctx, request))?.user;
    if (!viewer) throw unauthenticated();
    const key = keyOf(request.url);
    // Someone else's private file answers exactly like a missing one.
    if (!(await mayViewPrivateMedia(ctx.db, key, viewer.id))) throw notFound(mediaMessages.MEDIA_NOT_FOUND);
    return sendStored(ctx, request, reply, key, 'private, max-age=31536000, immutable');
  });
}
