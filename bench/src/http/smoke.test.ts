import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FULL_SIZES, smallSibling } from '../dataset/sizes.js';
import { resultsChart } from './chart.js';
import { load } from './load.js';
import { machine } from './machine.js';
import { pacedLoad } from './paced-load.js';
import { type BenchReport, markdown } from './report.js';
import { DRAWN_HOME, helloRequest } from './scenarios.js';
import { startBaseline } from './servers.js';

/** The bench's code path in seconds: a baseline process, one short autocannon run, the report and the chart. */
describe('npm run bench, smoke', () => {
  it('serves a captured answer byte for byte as the same-bytes baseline', async () => {
    const body = JSON.stringify([{ _id: 'x', text: 'captured ünïcode' }]);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-smoke-')), 'bodies.json');
    fs.writeFileSync(file, JSON.stringify([body]));
    const server = await startBaseline('fastify-same-bytes', { BODIES_FILE: file });
    try {
      expect(await (await fetch(`${server.url}/bytes/0`)).text()).toBe(body);
    } finally {
      await server.stop();
    }
  });

  // The paced client's worker starts tsx and compiles its module first: seconds on a busy machine.
  it('loads a server in another process and reports the run with ratios, targets and a chart', {
    timeout: 30_000,
  }, async () => {
    const server = await startBaseline('node-http-hello');
    let result: Awaited<ReturnType<typeof load>>;
    let paced: Awaited<ReturnType<typeof pacedLoad>>;
    try {
      result = await load({ url: server.url, next: helloRequest, seconds: 1, connections: 2 });
      let measuring = 0;
      paced = await pacedLoad({
        url: server.url,
        next: helloRequest,
        seconds: 1,
        warmupSeconds: 0.5,
        rate: 200,
        atMeasureStart: () => measuring++,
      });
      // The warm-up (100 requests) is not counted, and the measured part is announced once.
      expect(measuring).toBe(1);
    } finally {
      await server.stop();
    }
    expect(result.requests).toBeGreaterThan(0);
    expect(result.errors + result.non2xx).toBe(0);
    // Each answer's own time, not autocannon's whole milliseconds (a sub-millisecond hello read 0).
    expect(result.p50Ms).toBeGreaterThan(0);
    // The open loop measures exactly rate × seconds requests, spread over the second rather than in a burst.
    expect(paced.requests).toBe(200);
    expect(paced.errors + paced.non2xx).toBe(0);
    expect(paced.rps).toBeGreaterThan(150);
    expect(paced.rps).toBeLessThan(220);
    // The client's own lateness is measured beside its p99, which never reads below the p99 from the send.
    expect(paced.client.lateMaxMs).toBeGreaterThanOrEqual(paced.client.lateP99Ms);
    expect(paced.p99Ms).toBeGreaterThanOrEqual(paced.client.fromSendP99Ms);
    expect(paced.client.fromSendP99Ms).toBeGreaterThanOrEqual(paced.client.queuedP99Ms);

    const feed = { ...result, rps: result.rps / 4, p99Ms: 4 };
    const report: BenchReport = {
      startedAt: new Date('2026-11-22T10:00:00Z'),
      machine: machine(),
      loadAverage: { start: 1, end: 1 },
      dataset: { sizes: FULL_SIZES, engine: 'sqlite', env: {}, seededSeconds: null },
      smallSizes: smallSibling(FULL_SIZES),
      settings: { seconds: 1, warmup: 0, connections: 2 },
      baselines: { fastify: { ...result, rps: result.rps / 2 }, nodeHttp: result },
      routes: [
        { name: 'home feed', ...feed, fastifyRps: result.rps / 2, nodeHttpRps: result.rps, sameBytesRps: feed.rps * 5 },
        {
          name: DRAWN_HOME,
          ...feed,
          rps: feed.rps / 2.5,
          fastifyRps: result.rps / 2,
          nodeHttpRps: result.rps,
          sameBytesRps: feed.rps * 5,
        },
      ],
      feedHalfLoad: {
        ...feed,
        offeredRate: 10,
        p99Ms: 3,
        client: {
          lateP99Ms: 0.5,
          lateMaxMs: 12,
          fromSendP99Ms: 2.5,
          queuedP99Ms: 0.1,
          gcPauses: 2,
          gcMs: 1.5,
          gcMaxMs: 1,
        },
      },
      feedSmall: { ...feed, p99Ms: 2 },
      groupCommit: { posts: 100, writes: 100, commits: 10 },
      rss: { loadedMb: 120, peakMb: 150 },
      chat: undefined,
      sqliteFeedRps: feed.rps * 2,
      bigAuthor: {
        followers: 5000,
        posts: 20,
        ackP50Ms: 8,
        ackP99Ms: 30,
        deliveryP50Ms: 300,
        deliveryMaxMs: 2500,
        backlogDrainMs: 1500,
      },
    };
    const text = markdown(report);
    expect(text).toContain('| home feed |');
    expect(text).toContain('| home feed throughput vs bare Fastify | ≥ 35 % | 50.0 % | yes |');
    expect(text).toContain('2.00 × (4.00 ms vs 2.00 ms) | **no** |');
    expect(text).toContain(
      '| ≤ 10 ms | 3.00 ms (load generator sent p99 0.50 ms late, max 12.0 ms; p99 from the send 2.50 ms (waiting for a connection p99 0.10 ms); its GC 2 pauses (1.5 ms, max 1 ms)) | yes |',
    );
    expect(text).toContain('10.0 (100 posts, 10 commits) | yes |');
    expect(text).toMatch(
      /\| home page drawn on the server vs the JSON feed page \(cost per request\) \| ≤ 2 × \| 2\.50 × /,
    );
    expect(text).not.toContain('home page, drawn vs bare Fastify sending its own bytes');
    expect(text).toContain('| home feed vs bare Fastify sending its own bytes | ≥ 25 % | 20.0 % | **no** |');
    expect(text).toMatch(/PostgreSQL home feed vs SQLite's .* \| ≥ 60 % \| 50\.0 %/);
    expect(text).toContain('acknowledged, p99 of 20 | ≤ 50 ms | 30 ms (p50 8.00 ms) | yes |');
    expect(text).toContain(
      "in the last follower's feed (slowest of the posts) | ≤ 2 s | 2500 ms (p50 300 ms; sent once the write lines' queued fan-out had drained, 1500 ms) | **no** |",
    );
    expect(resultsChart([{ name: 'home feed', rps: 10, p99Ms: 4, baseline: false }], 'x')).toMatch(
      /^<svg[\s\S]*home feed[\s\S]*<\/svg>\n$/,
    );
  });
});
