import fs from 'node:fs';
import path from 'node:path';

export const resultsFile = path.resolve(import.meta.dirname, '../../RESULTS.md');

/** Splits markdown into the text before the first heading of `marker` and one block per such heading. */
function blocks(text: string, marker: string): { head: string; parts: { title: string; body: string }[] } {
  const lines = text.split('\n');
  const starts = lines.flatMap((line, i) => (line.startsWith(marker) ? [i] : []));
  const head = lines.slice(0, starts[0] ?? lines.length).join('\n');
  const parts = starts.map((start, k) => ({
    title: (lines[start] ?? '').slice(marker.length).trim(),
    body: lines.slice(start + 1, starts[k + 1] ?? lines.length).join('\n'),
  }));
  return { head, parts };
}

function upsert(parts: { title: string; body: string }[], title: string, body: string) {
  const existing = parts.find((part) => part.title === title);
  if (existing) existing.body = body;
  else parts.push({ title, body });
}

const render = (head: string, marker: string, parts: { title: string; body: string }[]) =>
  [head.trim(), ...parts.map((part) => `${marker}${part.title}\n\n${part.body.trim()}`)]
    .filter((chunk) => chunk !== '')
    .join('\n\n');

/** Replaces one `## <title>` section of bench/RESULTS.md (or appends it), leaving the others as they are. */
export function writeSection(title: string, body: string): void {
  const current = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
  const page = blocks(current, '## ');
  upsert(page.parts, title, body);
  fs.writeFileSync(resultsFile, `${render(page.head, '## ', page.parts)}\n`);
}

/**
 * Writes one `### <subsection>` of the `## <section>` of bench/RESULTS.md, with the section's
 * introduction, leaving every other section and subsection as it is.
 */
export function writeResults(section: string, introduction: string, subsection: string, body: string): void {
  const current = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
  const page = blocks(current, '## ');
  const existing = page.parts.find((part) => part.title === section);
  const inner = blocks(existing?.body ?? '', '### ');
  upsert(inner.parts, subsection, body);
  upsert(page.parts, section, render(introduction, '### ', inner.parts));
  fs.writeFileSync(resultsFile, `${render(page.head, '## ', page.parts)}\n`);
}
