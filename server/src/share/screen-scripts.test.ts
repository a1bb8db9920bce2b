import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { screenScripts } from './screen-scripts.js';

describe("a screen's scripts, from the build's manifest", () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-manifest-'));
  afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

  it("are the screen's chunk and everything it imports, less what the page loads anyway", () => {
    fs.mkdirSync(path.join(webDist, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index-1.js', imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime-2.js' },
      'src/routes/home.tsx': { file: 'assets/home-3.js', imports: ['_runtime.js', 'index.html', '_list.js'] },
      '_list.js': { file: 'assets/list-4.js', imports: ['_card.js', '_runtime.js'] },
      '_card.js': { file: 'assets/card-5.js', imports: ['_list.js'] },
    };
    fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    expect(screenScripts(webDist)('src/routes/home.tsx')).toEqual([
      '/assets/home-3.js',
      '/assets/list-4.js',
      '/assets/card-5.js',
    ]);
    expect(screenScripts(webDist)('src/routes/profile.tsx')).toEqual([]);
  });

  it('are none for an app built without a manifest', () => {
    expect(screenScripts(path.join(webDist, 'missing'))('src/routes/home.tsx')).toEqual([]);
  });
});
