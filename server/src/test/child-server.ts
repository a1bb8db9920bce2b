import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Starts another process of the app (test/cluster-member.ts) with `env` added to this one's; resolves once
 * it listens. Tests stop it with `child.kill()`, or `child.kill('SIGKILL')` to crash it.
 */
export async function startChildProcess(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--conditions=@threads/source', '--import', 'tsx', path.join(import.meta.dirname, 'cluster-member.ts')],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
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
