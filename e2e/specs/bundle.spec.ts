import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';

const HOME_BUDGET_KB = 120;

test(`the home route loads at most ${HOME_BUDGET_KB} KB of JavaScript (gzip) before it can render`, () => {
  const script = path.resolve(import.meta.dirname, '../../web/scripts/route-size.mjs');
  const output = execFileSync(process.execPath, [script, 'routes/home.tsx'], { encoding: 'utf8' });
  const kilobytes = Number(/routes\/home\.tsx: ([0-9.]+) KB/.exec(output)?.[1]);
  console.log(output.trim());
  assert.ok(kilobytes > 0, output);
  assert.ok(kilobytes <= HOME_BUDGET_KB, output);
});
