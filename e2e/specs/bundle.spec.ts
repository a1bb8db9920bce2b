import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';

/**
 * Initial JavaScript (gzip) a route loads before it can render: the entry chunk and every chunk the
 * route's screen imports statically. A feature a screen does not need to paint goes in a lazy chunk
 * (`lazy()`, or `import()` on first use, as the safety menu and the create-post dialog do).
 * Issue 24's budgets; React runs as Preact's compatibility layer (web/react-on-preact.ts), without which
 * /auth could not meet its 60 KB (React 19 and react-dom alone are about 63 KB). The profile and the post
 * page, drawn by the server (issue 35), hold what they reached once their menus and dialogs loaded on first
 * use and the tabs were our own (75.5 and 79.0 KB; they were 113.6 and 93.1).
 */
const BUDGETS_KB: Record<string, number> = {
  'routes/home.tsx': 100,
  'routes/auth.tsx': 60,
  'routes/profile.tsx': 77,
  'routes/post.tsx': 81,
};

interface RouteSize {
  route: string;
  kilobytes: number;
  chunks: { file: string; kilobytes: number }[];
}

const script = path.resolve(import.meta.dirname, '../../web/scripts/route-size.mjs');
const sizes: RouteSize[] = JSON.parse(
  execFileSync(process.execPath, [script, '--json', ...Object.keys(BUDGETS_KB)], { encoding: 'utf8' }),
);

for (const { route, kilobytes, chunks } of sizes) {
  const budget = BUDGETS_KB[route] ?? 0;
  test(`${route} loads at most ${budget} KB of JavaScript (gzip) before it can render`, () => {
    console.log(`${route}: ${kilobytes.toFixed(1)} KB of ${budget} KB`);
    const biggest = chunks
      .slice(0, 8)
      .map((chunk) => `  ${chunk.kilobytes.toFixed(1).padStart(6)} KB  ${chunk.file}`)
      .join('\n');
    assert.ok(
      kilobytes <= budget,
      `${route} loads ${kilobytes.toFixed(1)} KB, ${(kilobytes - budget).toFixed(1)} KB over its ${budget} KB budget. ` +
        `Move what the screen does not need to paint into a lazy chunk. Its biggest chunks:\n${biggest}`,
    );
  });
}
