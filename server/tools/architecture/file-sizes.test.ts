import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_LINES, oversizedFiles, sourceFiles } from './file-sizes.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

describe('source files', () => {
  const files = sourceFiles(repoRoot);

  it('are read from every workspace', () => {
    for (const file of [
      'server/src/app.ts',
      'web/src/main.tsx',
      'contract/src/limits.ts',
      'e2e/src/run.ts',
      'bench/src/http/run.ts',
    ])
      expect(files).toContain(file);
    expect(files.some((file) => file.includes('node_modules') || file.includes('/db/migrations/'))).toBe(false);
  });

  it(`are at most ${MAX_LINES} lines each (migrations and generated API types aside)`, () => {
    expect(oversizedFiles(repoRoot, files)).toEqual([]);
  });
});

describe('the check', () => {
  it('finds a file over the limit and leaves out migrations and generated types', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'file-sizes-'));
    mkdirSync(path.join(root, 'server/src/db/migrations'), { recursive: true });
    mkdirSync(path.join(root, 'web/src/lib'), { recursive: true });
    const lines = (n: number) => 'x;\n'.repeat(n);
    writeFileSync(path.join(root, 'server/src/long.ts'), lines(4));
    writeFileSync(path.join(root, 'server/src/short.ts'), lines(3));
    writeFileSync(path.join(root, 'server/src/db/migrations/0001-long.ts'), lines(4));
    writeFileSync(path.join(root, 'web/src/lib/api-types.ts'), lines(4));
    const files = sourceFiles(root);
    expect(files.sort()).toEqual(['server/src/long.ts', 'server/src/short.ts']);
    expect(oversizedFiles(root, files, 3)).toEqual(['server/src/long.ts: 4']);
  });
});
