import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app with its client-side routes: any GET outside /api, /media and
 * /socket.io that is not a built file gets index.html. Assets are content-hashed, so cached for a year;
 * everything else (index.html, sw.js, the manifest) is revalidated on every use. The build writes a
 * brotli and a gzip copy next to each text file (`web/scripts/precompress.mjs`); the one the client
 * accepts is sent as it is, with `Vary: accept-encoding`.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webDistDir }, 'web app not built; run npm run build');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexHtml = fs.readFileSync(indexFile);
  // Built files got their own routes above (wildcard: false); every other page is a client-side route.
  app.get('/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (/^\/(api|media|socket\.io)\//.test(url)) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
