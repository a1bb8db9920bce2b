import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { LabelledHistogram } from './labelled-histogram.js';

const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1];
const observations: [string, string, string, number][] = [
  ['GET', '/api/posts/:id', '200', 0.001],
  ['GET', '/api/posts/:id', '200', 0.005],
  ['GET', '/api/posts/:id', '200', 0.0051],
  ['GET', '/api/posts/:id', '404', 0.07],
  ['POST', '/api/posts', '201', 3],
  ['GET', '/api/users/profile/:key', '200', 0.02],
  ['GET', 'route "with" \\ odd\ncharacters', '500', 0.1],
];

describe('the labelled histogram', () => {
  it("writes what prom-client's Histogram writes for the same observations", async () => {
    const [ours, theirs] = [new Registry(), new Registry()];
    const labelled = new LabelledHistogram('latency_seconds', 'Latency', ['method', 'route', 'status'], BOUNDS, ours);
    const reference = new Histogram({
      name: 'latency_seconds',
      help: 'Latency',
      labelNames: ['method', 'route', 'status'],
      buckets: BOUNDS,
      registers: [theirs],
    });
    for (const [method, route, status, seconds] of observations) {
      labelled.labels(method, route, status).observe(seconds);
      reference.labels(method, route, status).observe(seconds);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain('latency_seconds_bucket{le="0.005",method="GET",route="/api/posts/:id",status="200"} 2');
    expect(text).toContain('latency_seconds_count{method="POST",route="/api/posts",status="201"} 1');
  });

  it('gives the same series for the same labels, and zeroes it in place on reset', async () => {
    const registry = new Registry();
    const histogram = new LabelledHistogram('latency_seconds', 'Latency', ['method'], BOUNDS, registry);
    const series = histogram.labels('GET');
    expect(histogram.labels('GET')).toBe(series);
    series.observe(0.002);
    series.observe(Number.NaN);
    expect(await registry.metrics()).toContain('latency_seconds_count{method="GET"} 1');
    registry.resetMetrics();
    series.observe(0.2);
    const text = await registry.metrics();
    expect(text).toContain('latency_seconds_bucket{le="0.1",method="GET"} 0');
    expect(text).toContain('latency_seconds_count{method="GET"} 1');
  });
});
