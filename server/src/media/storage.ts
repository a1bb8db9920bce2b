import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';

export const MEDIA_URL_PREFIX = '/media/';

/** Where stored media live; served read-only at /media/. */
export function mediaDir(config: Config): string {
  return path.join(config.dataDir, 'media');
}

/** Uploads in flight, outside the served folder so a half-written or unchecked file is never reachable. */
export function uploadTmpDir(config: Config): string {
  return path.join(config.dataDir, 'upload-tmp');
}

const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

export function ensureMediaDirs(config: Config): void {
  fs.mkdirSync(mediaDir(config), { recursive: true });
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

export function mediaPath(config: Config, fileName: string): string {
  return path.join(mediaDir(config), fileName);
}

export function mediaUrl(fileName: string): string {
  return MEDIA_URL_PREFIX + fileName;
}

/** The stored file name behind one of our URLs, or null for anything else (nothing outside /media/ is ours). */
export function fileNameFromUrl(url: string): string | null {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
  const name = url.slice(MEDIA_URL_PREFIX.length);
  return /^[a-z0-9]+(\.[a-z0-9]+)+$/.test(name) ? name : null;
}

export async function removeQuietly(file: string): Promise<void> {
  await fs.promises.rm(file, { force: true });
}
