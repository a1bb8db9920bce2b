// Writes a brotli (.br) and a gzip (.gz) copy next to every built text file, so the server sends them
// without compressing on each request (@fastify/static `preCompressed`). Run after `vite build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
// Smaller files gain little and cost a second request-path lookup; a copy no smaller than its source is dropped.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    // Dot-folders (the manifest, the server's render module) are never served.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(file);
    } else if (compressible.test(entry.name)) yield file;
  }
}

const brotli = (source) =>
  zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
const gzip = (source) => zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });

let written = 0;
for (const file of files(dist)) {
  const source = fs.readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  for (const [extension, compress] of [
    ['.br', brotli],
    ['.gz', gzip],
  ]) {
    const compressed = compress(source);
    if (compressed.length >= source.length) continue;
    fs.writeFileSync(file + extension, compressed);
    written += 1;
  }
}
console.log(`precompressed: ${written} files written`);
