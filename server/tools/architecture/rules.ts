import type { ImportGraph } from './import-graph.js';

/**
 * The ground floor of `server/src`: what every feature may build on and which builds on no feature.
 * Everything else in `server/src` is a feature folder or the composition root (`app.ts`, `context.ts`,
 * `app-events.ts`, `app-caches.ts`, `main.ts`), which name the features' types and wire them together.
 */
const GROUND_FOLDERS = ['src/db/', 'src/lib/', 'src/http/', 'src/cache/'];
const GROUND_FILES = ['src/config.ts', 'src/errors.ts', 'src/logger.ts'];

const isTest = (file: string) => file.endsWith('.test.ts');

export function isGroundFloor(file: string): boolean {
  return GROUND_FILES.includes(file) || GROUND_FOLDERS.some((folder) => file.startsWith(folder));
}

/** `from → to` for every import from the ground floor to anything above it (tests of the ground floor aside). */
export function upwardImports(graph: ImportGraph): string[] {
  const found: string[] = [];
  for (const [file, imports] of graph) {
    if (!isGroundFloor(file) || isTest(file)) continue;
    for (const target of imports) if (!isGroundFloor(target)) found.push(`${file} → ${target}`);
  }
  return found;
}

/** `from → src/app.ts` for every app file but `main.ts` that imports the whole app (tests and tools may). */
export function importsOfTheApp(graph: ImportGraph): string[] {
  const found: string[] = [];
  for (const [file, imports] of graph) {
    const mayImport =
      file === 'src/main.ts' || isTest(file) || !file.startsWith('src/') || file.startsWith('src/test/');
    if (!mayImport && imports.includes('src/app.ts')) found.push(`${file} → src/app.ts`);
  }
  return found;
}

/** Test code: `*.test.ts`, the helpers in `src/test/` and their one door for the tools, `src/test-support.ts`. */
const isTestCode = (file: string) => isTest(file) || file.startsWith('src/test/') || file === 'src/test-support.ts';

/**
 * `from → to` for every app file (built into `dist/`) that imports test code, so no test helper ships; and
 * every test helper outside `src/test/` (a `test-*.ts` beside a feature would be built with the app).
 */
export function testCodeInTheApp(graph: ImportGraph): string[] {
  const found: string[] = [];
  for (const [file, imports] of graph) {
    if (!file.startsWith('src/') || isTestCode(file)) continue;
    if (/(^|\/)test-[^/]*\.ts$/.test(file)) found.push(`${file} (a test helper outside src/test/)`);
    for (const target of imports) if (isTestCode(target)) found.push(`${file} → ${target}`);
  }
  return found;
}
