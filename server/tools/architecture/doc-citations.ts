import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The repository's own Markdown files a reader relies on: docs/ and the top-level README. */
export function repositoryDocs(repoRoot: string): string[] {
  const docs = readdirSync(path.join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name));
  return ['README.md', ...docs];
}

/** Every Markdown file name in the repository (node_modules, dist and .git aside). */
export function markdownNames(repoRoot: string): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (entry.name.endsWith('.md')) names.add(entry.name);
    }
  };
  walk(repoRoot);
  return names;
}

/**
 * What a document cites outside the repository: a relative path (`../…`) that leaves the repository or
 * names nothing in it, and a Markdown file (`SPEC.md`) that no folder of the repository holds.
 */
export function outsideCitations(
  repoRoot: string,
  docPath: string,
  text: string,
  markdownInRepo: Set<string>,
): string[] {
  const found: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const where = `${docPath}:${index + 1}`;
    for (const [relative] of line.matchAll(/\.\.\/[^\s`)'"\]]*/g)) {
      const target = path.resolve(repoRoot, path.dirname(docPath), relative);
      const inside = !path.relative(repoRoot, target).startsWith('..');
      if (!inside || !existsSync(target)) found.push(`${where} ${relative}`);
    }
    for (const [name] of line.matchAll(/[\w.-]+\.md\b/g)) {
      if (!markdownInRepo.has(path.basename(name))) found.push(`${where} ${name}`);
    }
  });
  return found;
}
