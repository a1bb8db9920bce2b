// Initial JavaScript per route, gzip: the entry chunk plus everything a route's chunk imports statically.
// Usage: node scripts/route-size.mjs [routes/home.tsx ...]   (after `vite build`)
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
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['routes/home.tsx'];
const entry = staticClosure('index.html');
for (const route of routes) {
  const keys = staticClosure(`src/${route}`, new Set(entry));
  const bytes = [...keys].reduce((sum, key) => sum + gzip(manifest[key].file), 0);
  console.log(`${route}: ${(bytes / 1024).toFixed(1)} KB gzip initial JavaScript (${keys.size} chunks)`);
}
