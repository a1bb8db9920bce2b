import path from 'node:path';

export interface MediaLimits {
  maxImageBytes: number;
  maxVideoBytes: number;
  maxVideoSeconds: number;
  maxImagePixels: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel, so several deployments (or test runs) can share one Redis. */
  redisPrefix: string;
  publicUrl: string | undefined;
  trustProxy: boolean;
  rateLimits: boolean;
  storyTtlHours: number;
  sessionTtlDays: number;
  media: MediaLimits;
  logLevel: string;
  /** Human-readable log lines (pino-pretty) instead of JSON; on when NODE_ENV=development. */
  prettyLogs: boolean;
  webDistDir: string;
  /** When set, GET /api/metrics asks for `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean, onWord: string, offWord: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const word = raw.toLowerCase();
  if ([onWord, 'true', '1'].includes(word)) return true;
  if ([offWord, 'false', '0'].includes(word)) return false;
  throw new ConfigError(`${name} must be "${onWord}" or "${offWord}", got "${raw}"`);
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${raw}"`);
  }
  return raw;
}

const MB = 1024 * 1024;
const serverRoot = path.resolve(import.meta.dirname, '..');

export function loadConfig(env: Env = process.env): Config {
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']);
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    redisPrefix: env.REDIS_PREFIX || 'threads:',
    publicUrl: publicUrl?.replace(/\/+$/, ''),
    trustProxy: flag(env, 'TRUST_PROXY', false, 'true', 'false'),
    rateLimits: flag(env, 'RATE_LIMITS', true, 'on', 'off'),
    storyTtlHours: integer(env, 'STORY_TTL_HOURS', 24, 1, 24 * 30),
    sessionTtlDays: integer(env, 'SESSION_TTL_DAYS', 30, 1, 365),
    media: {
      maxImageBytes: integer(env, 'MAX_IMAGE_MB', 10, 1, 100) * MB,
      maxVideoBytes: integer(env, 'MAX_VIDEO_MB', 100, 1, 2048) * MB,
      maxVideoSeconds: integer(env, 'MAX_VIDEO_SECONDS', 180, 1, 3600),
      maxImagePixels: integer(env, 'MAX_IMAGE_MEGAPIXELS', 50, 1, 500) * 1_000_000,
    },
    logLevel: env.LOG_LEVEL || 'info',
    prettyLogs: env.NODE_ENV === 'development',
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(serverRoot, '..', 'web', 'dist')),
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}
