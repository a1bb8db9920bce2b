import path from 'node:path';
import { importCycles, readImportGraph } from './import-graph.js';
import { importsOfTheApp, upwardImports } from './rules.js';

/** `npm run check-imports -w server`: the import rules' findings, one a line (the test asserts there are none). */
const graph = readImportGraph(path.resolve(import.meta.dirname, '..', '..'), ['src', 'tools']);
const findings = [
  ...upwardImports(graph).map((found) => `upward import: ${found}`),
  ...importCycles(graph).map((cycle) => `import cycle: ${cycle.join(', ')}`),
  ...importsOfTheApp(graph).map((found) => `app built outside main.ts: ${found}`),
];
for (const finding of findings) console.log(finding);
console.log(
  `${graph.size} files: ${findings.length === 0 ? 'no upward imports, no cycles' : `${findings.length} findings`}`,
);
process.exitCode = findings.length === 0 ? 0 : 1;
