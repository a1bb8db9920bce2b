import type { Engine } from '../../../src/db/schema.js';

/** `--name value` flags of the reliability runners, with defaults. */
export function flag(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

export function enginesFlag(): Engine[] {
  const value = flag('engine', 'both');
  return value === 'both' ? ['sqlite', 'postgres'] : [value as Engine];
}
