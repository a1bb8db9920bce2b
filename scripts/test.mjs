// `npm test`: every workspace's tests, one suite after another (side by side on two cores, the server and browser
// suites each failed a test on timing), then a line per suite, so a failure shows at the end of the log.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const readPackage = (dir) => JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
const workspaces = readPackage('.').workspaces.filter((workspace) => readPackage(workspace).scripts?.test);

const results = workspaces.map((workspace) => {
  const started = Date.now();
  const run = spawnSync('npm', ['run', 'test', '--workspace', workspace], { cwd: root, stdio: 'inherit' });
  return { workspace, run, seconds: Math.round((Date.now() - started) / 1000) };
});

console.log('\nnpm test:');
for (const { workspace, run, seconds } of results) {
  const outcome = run.status === 0 ? 'passed' : `FAILED (${run.signal ?? `exit ${run.status}`})`;
  console.log(`  ${workspace.padEnd(10)} ${outcome}, ${seconds} s`);
}
process.exit(results.every(({ run }) => run.status === 0) ? 0 : 1);
