import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { build } from 'esbuild';

const memberEntry = path.join(import.meta.dirname, 'cluster-member.ts');
// Under node_modules so the bundles' package imports resolve from the workspace.
const bundleDir = path.join(import.meta.dirname, '../../../node_modules/.cache/threads-reliability');
const bundles = new Map<string, Promise<string>>();

/**
 * The script `entry` with the app files it imports as one ES module (packages left external), built once per
 * test file into `<name>.mjs`: a fresh process starts in well under half the time tsx needs to transpile every
 * file (most of a chaos round, of a kill -9 test, and of a seed run).
 */
export function bundled(entry: string, name: string): Promise<string> {
  let built = bundles.get(entry);
  if (!built) {
    const outfile = path.join(bundleDir, `${name}.mjs`);
    built = build({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      outfile,
      logLevel: 'warning',
    }).then(() => outfile);
    bundles.set(entry, built);
  }
  return built;
}

/** The app as one process (test/cluster-member.ts), bundled. */
export function appBundle(): Promise<string> {
  return bundled(memberEntry, 'app-process');
}

/**
 * Starts another process of the app (test/cluster-member.ts) with `env` added to this one's; resolves once
 * it listens. Tests stop it with `child.kill()`, or `child.kill('SIGKILL')` to crash it.
 */
export async function startChildProcess(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [await appBundle()], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return { url: await urlOnceListening(child), child };
}

/** The URL an app process (test/cluster-member.ts) prints as its first JSON line once it listens. */
export function urlOnceListening(child: ChildProcess): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line).url);
    });
    child.once('exit', (code, signal) => reject(new Error(`app process exited (${code ?? signal}) before listening`)));
  });
}
