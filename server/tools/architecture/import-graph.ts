import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Each TypeScript file (a path relative to the root, `/`-separated) and the files of the graph it imports. */
export type ImportGraph = Map<string, string[]>;

/** The files under `folders` of `root` and their relative imports (type-only and dynamic imports included). */
export function readImportGraph(root: string, folders: readonly string[]): ImportGraph {
  const files = folders.flatMap((folder) => listTypeScript(root, folder));
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    const imported = ts
      .preProcessFile(source, true, true)
      .importedFiles.map((reference) => resolveRelative(file, reference.fileName))
      .filter((target): target is string => target !== undefined && known.has(target));
    graph.set(file, [...new Set(imported)]);
  }
  return graph;
}

function listTypeScript(root: string, folder = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...listTypeScript(root, relative));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) found.push(relative);
  }
  return found.sort();
}

function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return joined.replace(/\.js$/, '.ts');
}

/** Each import cycle once, as the files along it (strongly connected components of more than one file, or a file importing itself). */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;

  const visit = (file: string): void => {
    index.set(file, next);
    lowLink.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file) as number, lowLink.get(target) as number));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file) as number, index.get(target) as number));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component.sort());
  };

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
