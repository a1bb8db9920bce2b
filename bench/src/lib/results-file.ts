import fs from 'node:fs';
import path from 'node:path';

export const resultsFile = path.resolve(import.meta.dirname, '../../RESULTS.md');

/**
 * Replaces one `## <title>` section of bench/RESULTS.md (up to the next `## ` heading), or appends it,
 * leaving every other section as it is.
 */
export function writeSection(title: string, body: string): void {
  const heading = `## ${title}`;
  const current = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
  const section = `${heading}\n\n${body.trim()}\n`;
  const lines = current.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start === -1) {
    fs.writeFileSync(resultsFile, `${current.trimEnd()}\n\n${section}`);
    return;
  }
  const next = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  const before = lines.slice(0, start).join('\n').trimEnd();
  const after = next === -1 ? '' : `\n${lines.slice(next).join('\n')}`;
  fs.writeFileSync(resultsFile, `${before}\n\n${section}${after}`.replace(/^\n+/, ''));
}
