import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a JSON answer goes as it is: compressing a few hundred bytes costs more time than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers and pages (brotli at quality 4 — @fastify/compress's default, fast enough for
 * dynamic answers — or gzip, as the client accepts) above the threshold. It hooks every route added after
 * it, so it is registered before the routes. Built web files are compressed at build time instead
 * (`web-app.ts` serves those) and media are not compressible types, so neither is touched here.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Requests are not accepted compressed: no client of ours sends them.
    globalDecompression: false,
  });
}
