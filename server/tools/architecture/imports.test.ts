import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, readImportGraph } from './import-graph.js';
import { importsOfTheApp, testCodeInTheApp, upwardImports } from './rules.js';

const serverRoot = path.resolve(import.meta.dirname, '..', '..');
const graph = readImportGraph(serverRoot, ['src', 'tools']);

describe('the import graph of server/src and server/tools', () => {
  it('is read from the real files', () => {
    expect(graph.get('src/main.ts')).toContain('src/app.ts');
    expect(graph.size).toBeGreaterThan(400);
  });

  it('has no import from db/, lib/, http/, cache/, config.ts, errors.ts or logger.ts up into a feature', () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it('has no import cycle (type-only imports included)', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('builds the whole app only in main.ts, tests and tools', () => {
    expect(importsOfTheApp(graph)).toEqual([]);
  });

  it('ships no test code: app files import no test helper, and test helpers live in src/test/', () => {
    expect(testCodeInTheApp(graph)).toEqual([]);
  });
});

describe('the checks', () => {
  const sample = new Map([
    ['src/db/kysely.ts', ['src/config.ts']],
    ['src/config.ts', ['src/media/tools.ts']],
    ['src/media/tools.ts', ['src/lib/clock.ts']],
    ['src/lib/clock.ts', []],
    ['src/chat/queries.ts', ['src/chat/views.ts']],
    ['src/chat/views.ts', ['src/chat/queries.ts']],
    ['src/openapi/document.ts', ['src/app.ts']],
    ['src/app.ts', []],
  ]);

  it('find an upward import', () => {
    expect(upwardImports(sample)).toEqual(['src/config.ts → src/media/tools.ts']);
  });

  it('find a cycle', () => {
    expect(importCycles(sample)).toEqual([['src/chat/queries.ts', 'src/chat/views.ts']]);
    expect(importCycles(new Map([['src/a.ts', ['src/a.ts']]]))).toEqual([['src/a.ts']]);
  });

  it('find test code in the app', () => {
    const withTests = new Map([
      ['src/push/test-push-service.ts', []],
      ['src/accounts/world.ts', ['src/test/server.ts']],
      ['src/accounts/world.test.ts', ['src/test/server.ts']],
      ['src/test/server.ts', ['src/app.ts']],
    ]);
    expect(testCodeInTheApp(withTests)).toEqual([
      'src/push/test-push-service.ts (a test helper outside src/test/)',
      'src/accounts/world.ts → src/test/server.ts',
    ]);
  });

  it('find a feature building the app', () => {
    expect(importsOfTheApp(sample)).toEqual(['src/openapi/document.ts → src/app.ts']);
  });
});
