// `npm test`: every workspace's tests. The short suites run first, one after another; then the server suite and
// the browser suite run side by side when the machine has two cores or more: each runs one file at a time and
// spends much of it waiting on its own servers and browser, so together they take little more than the longer
// one. The browser suite's output is held in a file and printed when it ends, so the two never interleave, and a
// line per suite ends the run: a failure shows at the end of the log, wherever its suite printed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SIDE_BY_SIDE = ['server', 'e2e'];

const workspaces = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces.filter(
  (workspace) => JSON.parse(fs.readFileSync(path.join(root, workspace, 'package.json'), 'utf8')).scripts?.test,
);
const running = new Set();

function runSuite(workspace, heldOutput) {
  const started = Date.now();
  const output = heldOutput ? fs.openSync(heldOutput, 'w') : 'inherit';
  const child = spawn('npm', ['run', 'test', '--workspace', workspace], {
    cwd: root,
    stdio: ['ignore', output, output],
    detached: true,
  });
  running.add(child);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (heldOutput) fs.closeSync(output);
      resolve({ workspace, code: code ?? 1, signal, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

function printHeld(file) {
  process.stdout.write(fs.readFileSync(file));
  fs.rmSync(file, { force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) process.kill(-child.pid, signal);
    process.exit(1);
  });
}

const results = [];
const together = os.availableParallelism() >= 2 ? workspaces.filter((w) => SIDE_BY_SIDE.includes(w)) : [];
for (const workspace of workspaces.filter((w) => !together.includes(w))) results.push(await runSuite(workspace));
if (together.length > 0) {
  const [live, ...held] = together;
  const files = held.map((workspace) => path.join(os.tmpdir(), `threads-test-${workspace}-${process.pid}.log`));
  const finished = await Promise.all([runSuite(live), ...held.map((workspace, i) => runSuite(workspace, files[i]))]);
  for (const file of files) printHeld(file);
  results.push(...finished);
}

console.log('\nnpm test:');
for (const { workspace, code, signal, seconds } of results) {
  const outcome = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
  console.log(`  ${workspace.padEnd(10)} ${outcome}, ${seconds} s`);
}
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
