import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../dataset/cache.js';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.ts')) {
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** The server runs from its production build (`server/dist`), rebuilt when any source file is newer. */
export function ensureServerBuilt(): void {
  const main = path.join(repoRoot, 'server/dist/main.js');
  const built = fs.existsSync(main) ? fs.statSync(main).mtimeMs : 0;
  if (built > newestMtime(path.join(repoRoot, 'server/src'))) return;
  console.log('bench: building the server (npm run build --workspace server)');
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'server'], { cwd: repoRoot, stdio: 'inherit' });
  if (!fs.existsSync(main)) {
    throw new Error(`the server build failed (exit ${result.status})`);
  }
  if (result.status !== 0) console.warn('bench: the server build reported type errors; running what it emitted');
  fs.utimesSync(main, new Date(), new Date());
}

/**
 * The web build with its render module (`web/dist/.ssr/render.js`), without which the server sends the home
 * page undrawn and the drawn home page's line would measure nothing. Built when missing.
 */
export function ensureWebBuilt(): void {
  if (!webBuilt(repoRoot)) throw new Error('the web build wrote no render module');
}

/**
 * The same for a build of another commit (`--against`), which may predate drawn first screens: false, with a
 * warning, when its build has no render module (its server then answers the home page undrawn).
 */
export function webBuilt(root: string): boolean {
  const renderModule = path.join(root, 'web/dist/.ssr/render.js');
  if (fs.existsSync(renderModule)) return true;
  console.log(`bench: building the web app in ${path.relative(repoRoot, root) || '.'} (npm run build --workspace web)`);
  spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'inherit' });
  if (fs.existsSync(renderModule)) return true;
  console.warn(`bench: ${root} has no web render module; its home page is answered undrawn`);
  return false;
}
