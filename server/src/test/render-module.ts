import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const webRoot = path.resolve(import.meta.dirname, '../../../web');

/**
 * A web directory holding the source index.html and the web's real render module, built as `npm run build
 * -w web` builds it (`web/vite.ssr.config.ts`), for a test server that draws first screens. Seconds to build.
 */
export function webDirWithRenderModule(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-web-drawn-'));
  fs.writeFileSync(path.join(dir, 'index.html'), fs.readFileSync(path.join(webRoot, 'index.html')));
  const outDir = path.join(dir, '.ssr');
  const build = spawnSync('npx', ['vite', 'build', '-c', 'vite.ssr.config.ts', '--outDir', outDir], {
    cwd: webRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`render module build failed: ${build.stderr}`);
  return dir;
}
