import { describe, expect, it } from 'vitest';
import { enqueueJobs } from '../queue/enqueue.js';
import { eventually } from '../test/eventually.js';
import { pngImage } from '../test/media-files.js';
import { refusal } from '../test/refusal.js';
import { engines, startTestServer } from '../test/server.js';
import { connectSocket, type TestSocket } from '../test/sockets.js';
import { useTestServer } from '../test/use-test-server.js';
import { metricsMessages } from './messages.js';

/** The value of one sample line, e.g. `http_request_duration_seconds_count{…route="/api/users/profile/:key"…}`. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`${name}{`) && wanted.every((label) => row.includes(label)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

const bucketCount = (text: string, le: string) => sample(text, 'nodejs_eventloop_delay_seconds_bucket', { le }) ?? 0;

describe.each(engines)('metrics on %s', (engine) => {
  const server = useTestServer(engine);

  it('serves Prometheus text with HTTP latency by route pattern, never by raw URL', async () => {
    const client = server.client();
    const me = await client.signup();
    await client.get(`/api/users/profile/${me.username}`);
    await client.get(`/api/users/profile/${me._id}`);
    await client.get('/api/users/profile/nobodyhere');

    const res = await client.get('/api/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = res.body as string;
    const route = '/api/users/profile/:key';
    expect(sample(text, 'http_request_duration_seconds_count', { route, method: 'GET', status: '200' })).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', { route, status: '404' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/users/signup', status: '201' })).toBe(1);
    expect(text).not.toContain(me.username);
    expect(text).not.toContain('nobodyhere');
  });

  it('times database statements by kind', async () => {
    await server.client().signup();
    const text = (await server.client().get('/api/metrics')).body as string;
    expect(sample(text, 'db_query_duration_seconds_count', { operation: 'select', outcome: 'ok' })).toBeGreaterThan(0);
    expect(sample(text, 'db_query_duration_seconds_count', { operation: 'insert', outcome: 'ok' })).toBeGreaterThan(0);
  });

  it('keeps a histogram of how late the event loop ran, so a step that holds it shows', async () => {
    const delays = async () => (await server.client().get('/api/metrics')).body as string;
    const bucket = bucketCount;
    const before = await delays();
    const busyUntil = performance.now() + 30;
    while (performance.now() < busyUntil) {
      // Holds the event loop, as a long synchronous step would.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    const after = await delays();
    const overTenMs = (text: string) => bucket(text, '+Inf') - bucket(text, '0.01');
    expect(overTenMs(after) - overTenMs(before)).toBeGreaterThanOrEqual(1);
    expect(bucket(after, '+Inf')).toBeGreaterThan(bucket(before, '+Inf'));
  });

  it('times GC pauses by kind in buckets down to a millisecond, so a pause that stretches the tail shows', async () => {
    const garbage: unknown[] = [];
    await eventually(async () => {
      // Short-lived garbage until a collection's entry has come in.
      for (let i = 0; i < 200_000; i++) garbage[i % 10] = { i };
      const text = (await server.client().get('/api/metrics')).body as string;
      for (const le of ['0.001', '0.002', '0.005', '0.01', '0.02']) {
        expect(text).toMatch(new RegExp(`^nodejs_gc_duration_seconds_bucket\\{le="${le}",kind="\\w+"\\} \\d+$`, 'm'));
      }
    });
  });

  // The process's, whatever the engine: six idle seconds once, not once per engine.
  it.runIf(engine === engines[0])(
    'samples the event loop only while serving: an idle process has no probe waking it',
    async () => {
      const samples = (text: string) => bucketCount(text, '+Inf');
      const before = samples((await server.client().get('/api/metrics')).body as string);
      // Six idle seconds: an always-on probe (every 2 ms) takes ~3,000 samples; one that stops after a second
      // without requests takes at most two seconds' worth (~1,000).
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const text = (await server.client().get('/api/metrics')).body as string;
      expect(samples(text) - before).toBeGreaterThan(0);
      expect(samples(text) - before).toBeLessThan(1_200);
      expect(text).not.toContain('nodejs_eventloop_lag_p99_seconds');
      expect(text).toContain('nodejs_eventloop_lag_seconds ');
    },
    20_000,
  );

  it("shows the job queue's depth per kind, due and delayed", async () => {
    const { db } = server.app.ctx;
    await enqueueJobs(db, [
      { kind: 'metrics.probe', payload: 1, delayMs: 3_600_000 },
      { kind: 'metrics.probe', payload: 2, delayMs: 3_600_000 },
    ]);
    try {
      const text = (await server.client().get('/api/metrics')).body as string;
      expect(sample(text, 'job_queue_depth', { kind: 'metrics.probe', state: 'delayed' })).toBe(2);
      expect(sample(text, 'job_queue_depth', { kind: 'metrics.probe', state: 'ready' })).toBe(0);
    } finally {
      await db.deleteFrom('jobs').where('kind', '=', 'metrics.probe').execute();
    }
  });

  it("shows each in-process cache's entries and bytes, as the cache counts them", async () => {
    const client = server.client();
    const me = await client.signup();
    await client.get('/api/posts/feed');
    const text = (await client.get('/api/metrics')).body as string;
    const { readers, sessions } = server.app.ctx.cache.caches;
    expect(sample(text, 'cache_entries', { cache: 'readers' })).toBe(readers.size.entries);
    expect(sample(text, 'cache_bytes', { cache: 'readers' })).toBe(readers.size.bytes);
    expect(readers.get(me._id)).toBeDefined();
    expect(sample(text, 'cache_bytes', { cache: 'sessions' })).toBeGreaterThan(0);
    expect(sample(text, 'cache_bytes', { cache: 'sessions' })).toBe(sessions.size.bytes);
    for (const cache of ['postViews', 'followLists']) expect(sample(text, 'cache_bytes', { cache })).toBeDefined();
  });

  it('times the media pipeline', async () => {
    const client = server.client();
    const me = await client.signup();
    const avatar = `data:image/png;base64,${(await pngImage()).toString('base64')}`;
    expect((await client.put(`/api/users/update/${me._id}`, { profilePic: avatar })).status).toBe(200);
    const text = (await client.get('/api/metrics')).body as string;
    expect(sample(text, 'media_processing_duration_seconds_count', { step: 'image', outcome: 'ok' })).toBe(1);
  });

  it('takes socket numbers and media timings through its hooks', async () => {
    server.app.ctx.metrics.reportSockets(() => ({ openSockets: 3, onlineUsers: 2 }));
    await server.app.ctx.metrics.timeMedia('custom-step', async () => 'done');
    await expect(
      server.app.ctx.metrics.timeMedia('video-probe', async () => {
        throw new Error('bad file');
      }),
    ).rejects.toThrow('bad file');
    const text = (await server.client().get('/api/metrics')).body as string;
    expect(text).toMatch(/^realtime_open_sockets 3$/m);
    expect(text).toMatch(/^realtime_online_users 2$/m);
    expect(sample(text, 'media_processing_duration_seconds_count', { step: 'custom-step', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'media_processing_duration_seconds_count', { step: 'video-probe', outcome: 'error' })).toBe(1);
    expect(text).toContain('process_cpu_seconds_total');
  });
});

describe('realtime gauges', () => {
  it('counts open sockets and distinct online users from the socket server', async () => {
    const server = await startTestServer('sqlite');
    const sockets: TestSocket[] = [];
    try {
      const client = server.client();
      const { _id } = await client.signup();
      for (let tab = 0; tab < 2; tab++)
        sockets.push(await connectSocket(server.url, { cookie: client.cookie, userId: _id }));
      const text = (await server.client().get('/api/metrics')).body as string;
      expect(text).toMatch(/^realtime_open_sockets 2$/m);
      expect(text).toMatch(/^realtime_online_users 1$/m);
    } finally {
      for (const socket of sockets) socket.close();
      await server.close();
    }
  });
});

describe('metrics without METRICS_TOKEN', () => {
  it('answers loopback only: a request from another machine, or one that came through a proxy, gets 403', async () => {
    const behindProxy = await startTestServer('sqlite', { env: { TRUST_PROXY: 'true' } });
    const direct = await startTestServer('sqlite');
    try {
      expect((await behindProxy.clientAt('127.0.0.1').get('/api/metrics')).status).toBe(200);
      const remote = await behindProxy.clientAt('203.0.113.9').get('/api/metrics');
      expect(remote.status).toBe(403);
      expect(remote.body).toEqual(refusal(metricsMessages.METRICS_LOOPBACK_ONLY));
      expect((await direct.client().get('/api/metrics')).status).toBe(200);
      // Without TRUST_PROXY a proxy on this machine connects from loopback; its forwarding header gives it away.
      for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
        const proxied = await direct.client().request('GET', '/api/metrics', undefined, { [header]: '127.0.0.1' });
        expect(proxied.status).toBe(403);
        expect(proxied.body).toEqual(refusal(metricsMessages.METRICS_LOOPBACK_ONLY));
      }
    } finally {
      await behindProxy.close();
      await direct.close();
    }
  });
});

describe('metrics behind METRICS_TOKEN', () => {
  it('asks for the bearer token when one is configured, and refuses a wrong or missing one', async () => {
    const server = await startTestServer('sqlite', { config: { metricsToken: 'scrape-secret' } });
    try {
      const client = server.client();
      const attempts: Record<string, string>[] = [
        {},
        { authorization: 'Bearer wrong' },
        { authorization: 'scrape-secret' },
      ];
      for (const headers of attempts) {
        const refused = await client.request('GET', '/api/metrics', undefined, headers);
        expect(refused.status).toBe(401);
        expect(refused.body).toEqual(refusal(metricsMessages.METRICS_TOKEN_REQUIRED));
      }
      const scraped = await client.request('GET', '/api/metrics', undefined, { authorization: 'Bearer scrape-secret' });
      expect(scraped.status).toBe(200);
      expect(scraped.body).toMatch(/^# HELP /m);
    } finally {
      await server.close();
    }
  });
});

describe('health with a dependency down', () => {
  it('answers 503 and names Redis when Redis stops answering', async () => {
    const server = await startTestServer('sqlite', { env: { REDIS_URL: 'redis://127.0.0.1:6379' } });
    try {
      expect((await server.client().get('/api/health')).body).toEqual({
        status: 'ok',
        database: 'ok',
        redis: 'ok',
        media: 'ok',
      });
      server.app.ctx.redis?.disconnect();
      const res = await server.client().get('/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        status: 'unavailable',
        database: 'ok',
        redis: 'down',
        media: 'ok',
        error: 'Redis is unreachable',
      });
    } finally {
      await server.close().catch(() => {});
    }
  });

  it('answers 503 and names the database when it is gone', async () => {
    const server = await startTestServer('sqlite');
    try {
      await server.app.ctx.db.destroy();
      const res = await server.client().get('/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        status: 'unavailable',
        database: 'down',
        redis: 'disabled',
        media: 'ok',
        error: 'Database is unreachable',
      });
    } finally {
      await server.close().catch(() => {});
    }
  });
});
