import path from 'node:path';
import type { Config } from '../../config.js';
import { localStore } from './local.js';
import { s3Store } from './s3.js';
import type { MediaStore } from './store.js';

/** The one place that knows which store this deployment uses (MEDIA_STORAGE). */
export function createMediaStore(config: Config): MediaStore {
  const storage = config.mediaStorage;
  return storage.kind === 's3' ? s3Store(storage) : localStore(path.join(config.dataDir, 'media'));
}

/** Origins outside this server that pages may load media from: S3_PUBLIC_URL's, when set. */
export function mediaOrigins(config: Config): string[] {
  const storage = config.mediaStorage;
  return storage.kind === 's3' && storage.publicUrl ? [new URL(storage.publicUrl).origin] : [];
}
