import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sessionFromCookie } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { countFragmentIn, postListJsonFor } from '../posts/list-json.js';
import { answersJsonOf } from './answers-json.js';
import { DrawingCache } from './drawing-cache.js';
import { firstResponsesFor } from './first-responses.js';
import { drawFirstScreen } from './first-screen.js';
import { loadFirstScreenRenderer } from './first-screen-renderer.js';
import { pageWithFirstScreen, pageWithShareTags } from './page-head.js';
import { pageLocale, pageWithAppDescription } from './page-language.js';
import { screenScripts } from './screen-scripts.js';
import { shareTagsFor } from './share-tags.js';

/**
 * Pages are brotli'd at quality 2, not the API's 4: a drawn home page (~120 KB) costs half the CPU (0.45 ms
 * against 0.94) for 5 % more bytes (32.7 KB against 31.2).
 */
const PAGE_COMPRESSION = { brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } } };

/**
 * Serves the built web app with its client-side routes: any GET outside /api, /media and
 * /socket.io that is not a built file gets index.html. Assets are content-hashed, so cached for a year;
 * everything else (index.html, sw.js, the manifest) is revalidated on every use. The build writes a
 * brotli and a gzip copy next to each text file (`web/scripts/precompress.mjs`); the one the client
 * accepts is sent as it is, with `Vary: accept-encoding`. Profile and post pages get their title and
 * link-preview tags (`share/`) written into index.html, and pages whose first screen reads the API carry
 * those first answers (`share/first-responses.ts`) and that screen drawn from them (`share/first-screen.ts`)
 * when the web build has its render module. Descriptions, preview lines and drawn screens are in the
 * viewer's language (`share/page-language.ts`).
 */
export async function registerWebApp(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { webDistDir } = ctx.config;
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
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const scriptsOf = screenScripts(webDistDir);
  const renderer = await loadFirstScreenRenderer(webDistDir, app.log);
  const drawer = renderer ? { renderer, drawings: new DrawingCache() } : null;
  if (drawer) ctx.metrics.reportCaches(() => ({ drawings: drawer.drawings.size }));
  // Built files got their own routes above (wildcard: false); every other page is a client-side route.
  app.get('/*', { compress: PAGE_COMPRESSION }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (/^\/(api|media|socket\.io)\//.test(pathname)) return reply.callNotFound();
    const viewer = await sessionFromCookie(ctx, request);
    const me = viewer?.user ?? null;
    const locale = pageLocale(request, me);
    const [tags, first] = await Promise.all([
      shareTagsFor(ctx, pathname, me?.id ?? null, locale),
      firstResponsesFor(ctx, pathname, me),
    ]);
    const localized = pageWithAppDescription(indexHtml, locale);
    const page = tags ? pageWithShareTags(localized, tags, ctx.publicOrigin(), pathname) : localized;
    reply.type('text/html; charset=utf-8').header('vary', 'Accept-Language, Cookie');
    if (!first) return reply.header('cache-control', 'no-cache').send(page);
    // Answers as of now, perhaps for this viewer alone: never kept, not even for the back button, which
    // would show a page that no-cache allows it to reuse without asking.
    const postViews = countFragmentIn(ctx.cache.caches.postViews);
    const answersJson = answersJsonOf(first, (posts) => postListJsonFor(reply, posts, postViews));
    const drawn = drawer ? await drawFirstScreen(ctx, drawer, request, me, locale, first, answersJson) : null;
    return reply
      .header('cache-control', 'no-store')
      .send(pageWithFirstScreen(page, first, answersJson, scriptsOf(first.screen), me?.id ?? null, drawn));
  });
}
