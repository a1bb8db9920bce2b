import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const MAX_LINES = 300;

/** Written by tools, not by people: database migrations (kept as they ran) and the generated API types. */
const exempt = (file: string) => file.includes('/db/migrations/') || file === 'web/src/lib/api-types.ts';
const isSource = (name: string) => /\.(ts|tsx|js|mjs|cjs)$/.test(name) && !name.endsWith('.d.ts');
const skipped = new Set(['node_modules', 'dist', 'coverage']);

/** Every hand-written source file of the repository (forward slashes, from its root). */
export function sourceFiles(repoRoot: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      if (skipped.has(entry.name) || entry.name.startsWith('.')) continue;
      const file = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(file);
      else if (isSource(entry.name) && !exempt(file)) files.push(file);
    }
  };
  walk('');
  return files;
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** The files over the limit, as `path: lines`. */
export function oversizedFiles(repoRoot: string, files: string[], limit = MAX_LINES): string[] {
  return files.flatMap((file) => {
    const lines = lineCount(readFileSync(path.join(repoRoot, file), 'utf8'));
    return lines > limit ? [`${file}: ${lines}`] : [];
  });
}
