import autocannon from 'autocannon';

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

/** One autocannon run (one request per connection in flight: no pipelining). */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
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
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
