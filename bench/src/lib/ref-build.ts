import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../dataset/cache.js';

/** Another commit of this repository, checked out, installed and built beside the current one. */
export interface RefBuild {
  /** As given on the command line (`fd7a9ce`, `main`, `HEAD~3`). */
  ref: string;
  sha: string;
  /** Its repository root: `server/dist/main.js`, its own node_modules and seed tool. */
  root: string;
}

export const refsDir = path.join(repoRoot, 'bench/.cache/refs');

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status})`);
}

/**
 * Builds `ref` in a git worktree of its own under bench/.cache/refs/<sha> (detached, kept for the next
 * run against the same commit; `git worktree remove` deletes it). Its dependencies are installed from its
 * own lock file, starting from a copy of this checkout's node_modules so only the differences are
 * fetched; then its server is built the way its own package.json says.
 */
export function prepareRef(ref: string): RefBuild {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).trim();
  const root = path.join(refsDir, sha.slice(0, 12));
  const ready = path.join(root, '.bench-ready');
  if (fs.existsSync(ready)) return { ref, sha, root };
  console.log(`bench: building ${ref} (${sha.slice(0, 12)}) in ${path.relative(repoRoot, root)}`);
  fs.mkdirSync(refsDir, { recursive: true });
  if (!fs.existsSync(path.join(root, '.git'))) {
    run('git', ['worktree', 'prune'], repoRoot);
    fs.rmSync(root, { recursive: true, force: true });
    run('git', ['worktree', 'add', '--detach', root, sha], repoRoot);
  }
  if (!fs.existsSync(path.join(root, 'node_modules'))) {
    run('cp', ['-a', path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules')], repoRoot);
  }
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], root);
  run('npm', ['run', 'build', '--workspace', 'server'], root);
  if (!fs.existsSync(path.join(root, 'server/dist/main.js')))
    throw new Error(`${ref}: the server build made no main.js`);
  fs.writeFileSync(ready, new Date().toISOString());
  return { ref, sha, root };
}
