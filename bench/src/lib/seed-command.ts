import fs from 'node:fs';
import path from 'node:path';

/** The seed command of a build: its TypeScript tool (run through tsx) where it has one, else its built one. */
export function seedCommand(root: string): string[] {
  const tool = path.join(root, 'server/tools/seed/cli.ts');
  if (fs.existsSync(tool)) return ['--import', 'tsx', tool];
  return [path.join(root, 'server/dist/seed/cli.js')];
}
