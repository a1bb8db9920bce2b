// Initial JavaScript per route, gzip: the entry chunk plus everything a route's chunk imports statically.
// Usage: node scripts/route-size.mjs [--json] [routes/home.tsx ...]   (after `vite build`)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}

const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const args = process.argv.slice(2);
const json = args.includes('--json');
const named = args.filter((arg) => arg !== '--json');
const routes = named.length ? named : ['routes/home.tsx'];
const entry = staticClosure('index.html');
const sizes = routes.map((route) => {
  if (!manifest[`src/${route}`]) throw new Error(`${route} is not a chunk of this build (see web/src/app/router.tsx)`);
  const keys = staticClosure(`src/${route}`, new Set(entry));
  const bytes = [...keys].reduce((sum, key) => sum + gzip(manifest[key].file), 0);
  // The biggest chunks first: where to look when a route is over its budget.
  const chunks = [...keys]
    .map((key) => ({ file: manifest[key].file, kilobytes: gzip(manifest[key].file) / 1024 }))
    .sort((a, b) => b.kilobytes - a.kilobytes);
  return { route, kilobytes: bytes / 1024, chunks };
});
if (json) console.log(JSON.stringify(sizes));
else {
  for (const { route, kilobytes, chunks } of sizes) {
    console.log(`${route}: ${kilobytes.toFixed(1)} KB gzip initial JavaScript (${chunks.length} chunks)`);
  }
}
