import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { resultsFile } from '../lib/results-file.js';

const CHAT_SECTION = 'Chat';

/** The `## Chat` section of bench/RESULTS.md, written by the chat benchmark; null when there is none. */
export function chatSection(): string | null {
  if (!fs.existsSync(resultsFile)) return null;
  const lines = fs.readFileSync(resultsFile, 'utf8').split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${CHAT_SECTION}`);
  if (start === -1) return null;
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return lines
    .slice(start + 1, end === -1 ? undefined : end)
    .join('\n')
    .trim();
}

/**
 * Runs the chat benchmark (`npm run bench:chat`, another process, its own figures and section) in the
 * same run, so both reports share the machine's conditions; `write: false` keeps RESULTS.md as it is.
 */
export async function runChatBenchmark(write: boolean): Promise<string | null> {
  const benchRoot = path.resolve(import.meta.dirname, '../..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/chat/run.ts', ...(write ? [] : ['--no-write'])], {
    cwd: benchRoot,
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) console.warn(`bench: the chat benchmark exited with ${code}; its section is left as it was`);
  return chatSection();
}
