import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { PRIVATE_PREFIX } from './store/store.js';

export const MEDIA_URL_PREFIX = '/media/';

/** Uploads in flight and files being processed: always on local disk, and never served. */
export function uploadTmpDir(config: Config): string {
  return path.join(config.dataDir, 'upload-tmp');
}

const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

export function ensureUploadTmpDir(config: Config): void {
  fs.mkdirSync(uploadTmpDir(config), { recursive: true });
}

/** Drops temporary uploads a crash left behind; a day old, no upload is still running. */
export function dropStaleUploads(config: Config, now: number): void {
  const tmp = uploadTmpDir(config);
  for (const name of fs.readdirSync(tmp)) {
    const file = path.join(tmp, name);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat && now - stat.mtimeMs > STALE_UPLOAD_MS) fs.rmSync(file, { force: true });
  }
}

/** A temporary file for one processing step, in the upload folder. */
export function tmpFile(config: Config, extension: string): string {
  return path.join(uploadTmpDir(config), `${randomBytes(16).toString('hex')}.${extension}`);
}

/**
 * A new storage key. The name is 128 bits from the system's random source, independent of every id the
 * API shows, so no stored file can be found by guessing from another; private ones live under private/.
 */
export function newMediaKey(extension: string, isPrivate: boolean): string {
  return `${isPrivate ? PRIVATE_PREFIX : ''}${randomBytes(16).toString('hex')}.${extension}`;
}

export function mediaUrl(key: string): string {
  return MEDIA_URL_PREFIX + key;
}

const KEY = /^(private\/)?[a-z0-9]+(\.[a-z0-9]+)+$/;

/** The storage key behind one of our URLs, or null for anything else (nothing outside /media/ is ours). */
export function keyFromUrl(url: string): string | null {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = url.slice(MEDIA_URL_PREFIX.length);
  return KEY.test(key) ? key : null;
}

export async function removeQuietly(file: string): Promise<void> {
  await fs.promises.rm(file, { force: true });
}
