import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownNames, outsideCitations, repositoryDocs } from './doc-citations.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const markdown = markdownNames(repoRoot);

describe("the repository's documents", () => {
  it('are read from the real files', () => {
    expect(repositoryDocs(repoRoot)).toEqual(
      expect.arrayContaining(['README.md', 'docs/ARCHITECTURE.md', 'docs/CONTRACT.md']),
    );
    expect(markdown).toContain('CONTRACT.md');
  });

  it('cite no file outside the repository', () => {
    const found = repositoryDocs(repoRoot).flatMap((doc) =>
      outsideCitations(repoRoot, doc, readFileSync(path.join(repoRoot, doc), 'utf8'), markdown),
    );
    expect(found).toEqual([]);
  });
});

describe('the check', () => {
  const check = (text: string) => outsideCitations(repoRoot, 'docs/GUIDE.md', text, markdown);

  it('finds a path leaving the repository and a Markdown file the repository lacks', () => {
    expect(check('See `../shared/SPEC.md` and `../../shared/DESIGN.md`.\nThe decisions: DESIGN.md.')).toEqual([
      'docs/GUIDE.md:1 ../shared/SPEC.md',
      'docs/GUIDE.md:1 ../../shared/DESIGN.md',
      'docs/GUIDE.md:1 SPEC.md',
      'docs/GUIDE.md:1 DESIGN.md',
      'docs/GUIDE.md:2 DESIGN.md',
    ]);
  });

  it('accepts what the repository holds', () => {
    expect(check('See [the contract](CONTRACT.md), `../README.md` and `../server/src/app.ts`.')).toEqual([]);
  });
});
