// Main-thread work of a cold first load under a phone's CPU (4× slowdown), from a Chrome trace: each page's
// tasks, its long tasks (over 50 ms, what Lighthouse's Total Blocking Time adds up), FCP and LCP, and where
// the time went (self time by function, from the trace's CPU profile). Lighthouse's score moves with a busy
// machine's load; these figures, taken over several runs, compare a change against its base.
//
//   npm run build && npx tsx e2e/src/first-load-trace.ts [runs] [page…]   (pages: home, profile, post)
//
// It starts the built server on a fresh data folder, seeds a reader who follows an author of three posts
// with pictures (as the Lighthouse spec does), and opens each page in a fresh context (cold cache) as a phone.
import path from 'node:path';
import type { BrowserContextOptions, CDPSession } from 'playwright-core';
import { startBuiltServer } from './server-process.js';
import { CATEGORIES, type Figures, figures, type TraceEvent } from './trace-figures.js';

const root = path.resolve(import.meta.dirname, '../..');

const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

interface Variant {
  label: string;
  url: string;
  storageState: Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>>;
  paths: Record<string, string>;
  stop: () => Promise<void>;
}

/** A built server on `webDist`, seeded with a reader who follows an author of three posts with pictures. */
async function variant(label: string, webDist: string, browser: import('playwright-core').Browser): Promise<Variant> {
  const server = await startBuiltServer('127.0.0.1', () => ({
    TRUST_PROXY: 'true',
    PUBLIC_URL: undefined,
    WEB_DIST_DIR: webDist,
  }));
  const api = await import('./api.js');
  const { makePng } = await import('./png.js');
  const { logInInBrowser } = await import('./ui.js');
  const seed = { ...api, origin: server.url };
  const author = await seed.seedUser('lighthouse', { name: 'Lighthouse Author', origin: server.url });
  const reader = await seed.seedUser('lhreader', { origin: server.url });
  let postId = '';
  for (let i = 0; i < 3; i++) {
    ({ _id: postId } = await seed.seedPost(
      author,
      `A morning walk, number ${i}: the light on the water.`,
      makePng(400, 300, [30 * i, 120, 200]),
    ));
  }
  await seed.follow(reader, author);
  const login = await browser.newContext({ baseURL: server.url, ...PHONE });
  await logInInBrowser(await login.newPage(), reader);
  const storageState = await login.storageState();
  await login.close();
  return {
    label,
    url: server.url,
    storageState,
    paths: { home: '/', profile: `/${author.username}`, post: `/${author.username}/post/${postId}` },
    stop: server.stop,
  };
}

async function measure(
  browser: import('playwright-core').Browser,
  v: Variant,
  name: string,
  loggedIn: boolean,
): Promise<Figures> {
  const context = await browser.newContext({
    baseURL: v.url,
    ...PHONE,
    ...(loggedIn ? { storageState: v.storageState } : {}),
  });
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (/hydrat|mismatch|did not match/i.test(m.text())) warnings.push(m.text());
  });
  // A same-origin page first, so the throttled renderer is the one the page loads in.
  await page.goto('/robots.txt');
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(v.paths[name] ?? '/', { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await context.close();
  const f = figures(trace.traceEvents, v.url + (v.paths[name] ?? '/'));
  console.log(
    `${v.label} ${name}: main thread ${f.busy.toFixed(0)} ms, long tasks [${f.longTasks.join(', ')}], ` +
      `blocking ${f.blocking.toFixed(0)} ms, FCP ${f.fcp.toFixed(0)} ms, LCP ${f.lcp.toFixed(0)} ms (${f.lcpNode})` +
      (warnings.length ? ` WARNINGS ${warnings.join(' | ')}` : ''),
  );
  return f;
}

function summary(label: string, name: string, all: Figures[]) {
  const runs = all.length;
  console.log(
    `${label} ${name} median of ${runs}: main thread ${median(all.map((f) => f.busy)).toFixed(0)} ms, blocking ` +
      `${median(all.map((f) => f.blocking)).toFixed(0)} ms, longest task ${median(all.map((f) => Math.max(0, ...f.longTasks)))} ms, ` +
      `FCP ${median(all.map((f) => f.fcp)).toFixed(0)} ms, LCP ${median(all.map((f) => f.lcp)).toFixed(0)} ms`,
  );
  if (!process.env.TRACE_DETAIL) return;
  const top = Number(process.env.TRACE_DETAIL) || 30;
  for (const kind of ['self', 'total'] as const) {
    const sum = new Map<string, number>();
    for (const f of all) for (const [k, v] of f[kind]) sum.set(k, (sum.get(k) ?? 0) + v / runs);
    console.log(`  ${kind} time by function (mean ms):`);
    for (const [k, v] of [...sum]
      .filter(([k]) => kind === 'self' || k.includes('src/'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)) {
      console.log(`    ${v.toFixed(1).padStart(7)} ${k}`);
    }
  }
  for (const [i, f] of all.entries()) for (const part of f.longParts) console.log(`  run ${i + 1} long task ${part}`);
}

async function main() {
  const runs = Number(process.argv[2] ?? '5');
  const only = process.argv.slice(3);
  // browser.ts asks for a base address; each variant's server and context give their own.
  process.env.E2E_BASE_URL ??= 'http://127.0.0.1';
  const { launchBrowser } = await import('./browser.js');
  const browser = await launchBrowser();
  const variants: Variant[] = [];
  try {
    // TRACE_BASE=<a web dist folder>: the same pages on a second server with that build, runs alternating.
    if (process.env.TRACE_BASE) variants.push(await variant('base', path.resolve(process.env.TRACE_BASE), browser));
    variants.push(await variant('this', path.join(root, 'web/dist'), browser));
    const pages: [string, boolean][] = [
      ['home', true],
      ['profile', true],
      ['post', false],
    ];
    for (const [name, loggedIn] of pages) {
      if (only.length > 0 && !only.includes(name)) continue;
      const all = new Map<Variant, Figures[]>(variants.map((v) => [v, []]));
      for (let run = 0; run < runs; run++) {
        for (const v of variants) all.get(v)?.push(await measure(browser, v, name, loggedIn));
      }
      for (const v of variants) summary(v.label, name, all.get(v) ?? []);
    }
  } finally {
    await browser.close();
    for (const v of variants) await v.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
