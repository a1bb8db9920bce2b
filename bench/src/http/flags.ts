import { parseArgs } from 'node:util';
import { type DatasetSizes, FULL_SIZES, QUICK_SIZES } from '../dataset/sizes.js';

/** `npm run bench` flags (see the bench README). */
export const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    users: { type: 'string' },
    posts: { type: 'string' },
    follows: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    'pool-size': { type: 'string', default: '100' },
    'skip-chat': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    /** `sqlite`, `postgres` or `sqlite,postgres` (both on the same dataset sizes, in one run). */
    engines: { type: 'string' },
    /** A/B: this checkout against a git ref, side by side (see against.ts); `--rounds`, `--routes`. */
    against: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    routes: { type: 'string' },
  },
});

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The database URL per engine: SQLite has none; PostgreSQL takes DATABASE_URL or the local server. */
export function enginesFromFlags(): { engine: 'sqlite' | 'postgres'; databaseUrl: string | undefined }[] {
  const names = (flags.engines ?? (process.env.DATABASE_URL ? 'postgres' : 'sqlite')).split(',');
  return names.map((name) => {
    if (name === 'sqlite') return { engine: 'sqlite', databaseUrl: undefined };
    if (name === 'postgres')
      return { engine: 'postgres', databaseUrl: process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL };
    throw new Error(`--engines takes sqlite and/or postgres, got "${name}"`);
  });
}

export function sizesFromFlags(): DatasetSizes {
  const base = flags.quick ? QUICK_SIZES : FULL_SIZES;
  const number = (raw: string | undefined, fallback: number) => (raw === undefined ? fallback : Number(raw));
  return {
    users: number(flags.users, base.users),
    posts: number(flags.posts, base.posts),
    follows: number(flags.follows, base.follows),
  };
}

/** How long each measured run and its warm-up last, and with how many connections. */
export const settings = {
  seconds: Number(flags.seconds),
  warmup: Number(flags.warmup),
  connections: Number(flags.connections),
};
