import autocannon from 'autocannon';
import { percentile, round } from '../lib/stats.js';

export interface LoadRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  url: string;
  /** Builds every request afresh: a random user's cookie, a random post, … */
  next: () => LoadRequest;
  seconds: number;
  connections: number;
  onResponse?: (status: number, body: string) => void;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/**
 * One autocannon run (one request per connection in flight: no pipelining). Its percentiles come from each 2xx
 * answer's own time (autocannon's histogram keeps whole milliseconds, too coarse for a 3 ms p99's ratio).
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        pipelining: 1,
        duration: options.seconds,
        requests: [
          {
            setupRequest: (request) => {
              const next = options.next();
              return { ...request, ...next, headers: { ...request.headers, ...next.headers } };
            },
            onResponse: options.onResponse ? (status, body) => options.onResponse?.(status, body) : undefined,
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, milliseconds) => {
      if (status >= 200 && status < 300) latencies.push(milliseconds);
    });
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50Ms: round(percentile(latencies, 50), 2),
    p99Ms: round(percentile(latencies, 99), 2),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
