import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ALLOCATOR_ENV, SERVER_NODE_FLAGS } from './processes.js';

/** The bench measures the server as `npm start` runs it: the RSS budget (docs/ARCHITECTURE.md, "Memory") counts on both. */
describe('the server as the bench starts it', () => {
  it('has the allocator setting and the V8 flags of npm start', () => {
    const manifest = path.resolve(import.meta.dirname, '../../../server/package.json');
    const start = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { scripts: { start: string } }).scripts.start;
    const env = Object.entries(SERVER_ALLOCATOR_ENV).map(([name, value]) => `${name}=${value}`);
    expect(start).toBe([...env, 'node', ...SERVER_NODE_FLAGS, 'dist/main.js'].join(' '));
  });

  it('keeps V8 new space at 16 MB (two semi-spaces of 8 MB)', () => {
    expect(SERVER_NODE_FLAGS).toContain('--max-semi-space-size=8');
  });
});
