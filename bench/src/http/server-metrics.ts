/** Reads named gauges and counters from the server's Prometheus endpoint. */
export async function scrapeMetrics(url: string, names: string[]): Promise<Record<string, number>> {
  const text = await (await fetch(`${url}/api/metrics`)).text();
  const values: Record<string, number> = {};
  for (const name of names) {
    const match = new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text);
    values[name] = match ? Number(match[1]) : Number.NaN;
  }
  return values;
}
