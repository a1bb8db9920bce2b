import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A key written as an array literal where a query, or a cache read or write, names it. */
const LITERAL_KEY = /queryKey:\s*\[|(?:Query|Queries)(?:Data|State)?(?:<[^>]*>)?\(\s*\[/;

describe('query keys', () => {
  it('are written only in each feature’s api/keys.ts; every query and cache access goes through them', () => {
    const offenders = sourceFiles(src)
      .filter((file) => !file.endsWith(`${path.sep}api${path.sep}keys.ts`))
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            LITERAL_KEY.test(line) ? [`${path.relative(src, file)}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(offenders).toEqual([]);
  });
});
