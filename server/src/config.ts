import path from 'node:path';
import { resolveTool } from './lib/media-binaries.js';

export interface MediaLimits {
  maxImageBytes: number;
  maxVideoBytes: number;
  maxVideoSeconds: number;
  maxImagePixels: number;
  /** Bytes of stored media one person may hold (every image, video and poster they uploaded). */
  quotaBytes: number;
  /** The ffmpeg and ffprobe binaries (media/tools.ts picks them: FFMPEG_PATH, the bundled one, PATH). */
  ffmpegPath: string;
  ffprobePath: string;
}

/** Where stored media live: DATA_DIR/media (the default), or an S3-compatible bucket shared by every process. */
export type MediaStorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      endpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
      /** A CDN or public bucket address that public media may be redirected to; private media never are. */
      publicUrl: string | undefined;
    };

export interface PushConfig {
  /** Both set, or both undefined (then the keys are generated once and kept in the database). */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** The contact push services may use: a mailto: or https: URL. */
  vapidSubject: string;
}

/** Requests to addresses users and remote servers give us (outbound/). */
export interface OutboundConfig {
  /** OUTBOUND_ALLOW_LOOPBACK (alias PUSH_LOOPBACK_ENDPOINTS): http:// and loopback peers, for tests and development only. */
  allowLoopback: boolean;
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
  mediaStorage: MediaStorageConfig;
  logLevel: string;
  /** Human-readable log lines (pino-pretty) instead of JSON; on when NODE_ENV=development. */
  prettyLogs: boolean;
  webDistDir: string;
  /** When set, GET /api/metrics asks for `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** Outgoing mail (password reset): `smtp://user:pass@host:587`; unset = mails are written to the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Authors with more followers are not fanned out on write; their posts are merged into feeds at read time. */
  fanoutMaxFollowers: number;
  /** JOB_LEASE_SECONDS: a job whose process died is taken over by another (or a restart) this long after. */
  jobLeaseSeconds: number;
  /** Memory for cached post views, part of the process's RSS budget; 0 turns the cache off. */
  postCacheMb: number;
  push: PushConfig;
  outbound: OutboundConfig;
  federation: FederationConfig;
}

/** ActivityPub (federation/): on when PUBLIC_URL is https (or http on loopback with OUTBOUND_ALLOW_LOOPBACK). */
export interface FederationConfig {
  enabled: boolean;
  /** AUTHORIZED_FETCH=on: our actors and objects answer only signed GETs from servers not blocked. */
  authorizedFetch: boolean;
  /** REMOTE_MEDIA_RETENTION_DAYS: copies of remote posts' media are removed after this many days (default 30). */
  remoteMediaRetentionDays: number;
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

function required(env: Env, name: string, why: string): string {
  const value = env[name];
  if (!value) throw new ConfigError(`${name} is required ${why}`);
  return value;
}

function mediaStorage(env: Env): MediaStorageConfig {
  const kind = env.MEDIA_STORAGE || 'local';
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new ConfigError(`MEDIA_STORAGE must be "local" or "s3", got "${kind}"`);
  const why = 'when MEDIA_STORAGE=s3';
  return {
    kind,
    endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:']),
    region: env.S3_REGION || 'us-east-1',
    bucket: required(env, 'S3_BUCKET', why),
    accessKeyId: required(env, 'S3_ACCESS_KEY_ID', why),
    secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY', why),
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', false, 'true', 'false'),
    publicUrl: url(env, 'S3_PUBLIC_URL', ['http:', 'https:'])?.replace(/\/+$/, ''),
  };
}

function pushConfig(env: Env): PushConfig {
  const vapidPublicKey = env.VAPID_PUBLIC_KEY || undefined;
  const vapidPrivateKey = env.VAPID_PRIVATE_KEY || undefined;
  if (Boolean(vapidPublicKey) !== Boolean(vapidPrivateKey)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  if (vapidPublicKey && !/^[A-Za-z0-9_-]{87}$/.test(vapidPublicKey)) {
    throw new ConfigError('VAPID_PUBLIC_KEY must be a base64url P-256 public key (87 characters)');
  }
  if (vapidPrivateKey && !/^[A-Za-z0-9_-]{43}$/.test(vapidPrivateKey)) {
    throw new ConfigError('VAPID_PRIVATE_KEY must be a base64url P-256 private key (43 characters)');
  }
  const vapidSubject = url(env, 'VAPID_SUBJECT', ['mailto:', 'https:']) ?? 'mailto:admin@localhost';
  return {
    vapidPublicKey,
    vapidPrivateKey,
    vapidSubject,
  };
}

function outboundConfig(env: Env): OutboundConfig {
  const allowLoopback = flag(env, 'OUTBOUND_ALLOW_LOOPBACK', false, 'on', 'off');
  const alias = flag(env, 'PUSH_LOOPBACK_ENDPOINTS', false, 'on', 'off');
  if (env.OUTBOUND_ALLOW_LOOPBACK && env.PUSH_LOOPBACK_ENDPOINTS && allowLoopback !== alias) {
    throw new ConfigError('OUTBOUND_ALLOW_LOOPBACK and PUSH_LOOPBACK_ENDPOINTS (its old name) disagree; set only one');
  }
  return { allowLoopback: allowLoopback || alias };
}

function federationConfig(env: Env, publicUrl: string | undefined, outbound: OutboundConfig): FederationConfig {
  const address = publicUrl ? new URL(publicUrl) : undefined;
  const loopback = address !== undefined && /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(address.hostname);
  const eligible =
    address?.protocol === 'https:' || (address?.protocol === 'http:' && loopback && outbound.allowLoopback);
  const wanted = env.FEDERATION ? flag(env, 'FEDERATION', true, 'on', 'off') : eligible;
  if (wanted && !eligible) {
    throw new ConfigError(
      'FEDERATION=on needs PUBLIC_URL to be an https:// URL (or http:// on a loopback address with OUTBOUND_ALLOW_LOOPBACK=on)',
    );
  }
  return {
    enabled: wanted,
    authorizedFetch: flag(env, 'AUTHORIZED_FETCH', false, 'on', 'off'),
    remoteMediaRetentionDays: integer(env, 'REMOTE_MEDIA_RETENTION_DAYS', 30, 1, 3650),
  };
}

const MB = 1024 * 1024;
const serverRoot = path.resolve(import.meta.dirname, '..');

export function loadConfig(env: Env = process.env): Config {
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:'])?.replace(/\/+$/, '');
  const outbound = outboundConfig(env);
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    redisPrefix: env.REDIS_PREFIX || 'threads:',
    publicUrl,
    trustProxy: flag(env, 'TRUST_PROXY', false, 'true', 'false'),
    rateLimits: flag(env, 'RATE_LIMITS', true, 'on', 'off'),
    storyTtlHours: integer(env, 'STORY_TTL_HOURS', 24, 1, 24 * 30),
    sessionTtlDays: integer(env, 'SESSION_TTL_DAYS', 30, 1, 365),
    media: {
      maxImageBytes: integer(env, 'MAX_IMAGE_MB', 10, 1, 100) * MB,
      maxVideoBytes: integer(env, 'MAX_VIDEO_MB', 100, 1, 2048) * MB,
      maxVideoSeconds: integer(env, 'MAX_VIDEO_SECONDS', 180, 1, 3600),
      maxImagePixels: integer(env, 'MAX_IMAGE_MEGAPIXELS', 50, 1, 500) * 1_000_000,
      quotaBytes: integer(env, 'MEDIA_QUOTA_MB', 1024, 1, 10 * 1024 * 1024) * MB,
      ffmpegPath: resolveTool('ffmpeg', env),
      ffprobePath: resolveTool('ffprobe', env),
    },
    mediaStorage: mediaStorage(env),
    logLevel: env.LOG_LEVEL || 'info',
    prettyLogs: env.NODE_ENV === 'development',
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(serverRoot, '..', 'web', 'dist')),
    metricsToken: env.METRICS_TOKEN || undefined,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || `Threads <no-reply@${publicUrl ? new URL(publicUrl).hostname : 'localhost'}>`,
    fanoutMaxFollowers: integer(env, 'FANOUT_MAX_FOLLOWERS', 5000, 0, 10_000_000),
    jobLeaseSeconds: integer(env, 'JOB_LEASE_SECONDS', 30, 3, 3600),
    postCacheMb: integer(env, 'POST_CACHE_MB', 48, 0, 4096),
    push: pushConfig(env),
    outbound,
    federation: federationConfig(env, publicUrl, outbound),
  };
}
