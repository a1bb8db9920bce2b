export interface ChartRow {
  name: string;
  rps: number;
  p99Ms: number;
  baseline: boolean;
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function panel(rows: ChartRow[], value: (r: ChartRow) => number, unit: string, title: string, x: number): string {
  const width = 420;
  const labelWidth = 110;
  const barArea = width - labelWidth - 70;
  const max = Math.max(...rows.map(value), 1);
  const bars = rows.map((row, i) => {
    const y = 40 + i * 28;
    const length = Math.max(1, (value(row) / max) * barArea);
    const colour = row.baseline ? '#9ca3af' : '#6366f1';
    const shown = value(row) >= 100 ? Math.round(value(row)).toLocaleString('en') : value(row).toFixed(1);
    return [
      `<text x="${x + labelWidth - 8}" y="${y + 14}" text-anchor="end">${xmlText(row.name)}</text>`,
      `<rect x="${x + labelWidth}" y="${y}" width="${length.toFixed(1)}" height="20" rx="3" fill="${colour}"/>`,
      `<text x="${x + labelWidth + length + 6}" y="${y + 14}">${shown}${unit}</text>`,
    ].join('');
  });
  return `<text x="${x + width / 2}" y="22" text-anchor="middle" font-weight="bold">${xmlText(title)}</text>${bars.join('\n')}`;
}

/** Two bar panels, throughput and p99 latency per route, baselines in grey: written by the bench, no tools needed. */
export function resultsChart(rows: ChartRow[], subtitle: string): string {
  const height = 60 + rows.length * 28 + 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="880" height="${height}" viewBox="0 0 880 ${height}" font-family="sans-serif" font-size="12" fill="#111827" role="img">
<title>Requests per second and p99 latency per route, beside bare Fastify and node:http</title>
<rect width="880" height="${height}" fill="#ffffff"/>
${panel(rows, (r) => r.rps, '', 'requests per second (higher is better)', 10)}
${panel(rows, (r) => r.p99Ms, ' ms', 'p99 latency (lower is better)', 450)}
<text x="440" y="${height - 8}" text-anchor="middle" fill="#6b7280">${xmlText(subtitle)}</text>
</svg>
`;
}
