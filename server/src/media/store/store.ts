import type { Readable } from 'node:stream';

/** A byte range, both ends included, already checked against the object's size. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where stored media live: one interface, two implementations (local disk, S3-compatible bucket), chosen
 * once at start-up by createMediaStore. Keys are what the media table holds: `<name>` for public media,
 * `private/<name>` for media served only through the session-checked route.
 */
export interface MediaStore {
  /** Copies a finished local file in under `key`, streamed; the key is complete only once this resolves. */
  put(key: string, file: string, contentType: string): Promise<void>;
  /** The object's size in bytes, or null when there is no such object. */
  size(key: string): Promise<number | null>;
  /** The object's bytes (or one range of them) as a stream; null when there is no such object. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes objects; keys that are already gone are fine. */
  remove(keys: readonly string[]): Promise<void>;
  /** Every key held, for backups. */
  keys(): AsyncIterable<string>;
  /** Writes one object to a local file (backups); false when it is gone. */
  download(key: string, file: string): Promise<boolean>;
  /** An address outside this server that serves a public object (a CDN), or null to serve it ourselves. */
  publicUrl(key: string): string | null;
  /** A name for logs: "local disk (DATA_DIR/media)" or "S3 bucket … at …". */
  describe(): string;
}

export const PRIVATE_PREFIX = 'private/';

export function isPrivateKey(key: string): boolean {
  return key.startsWith(PRIVATE_PREFIX);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  json: 'application/json',
  zip: 'application/zip',
};

/** The content type comes from the extension the server chose, never from what was uploaded. */
export function contentTypeFor(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
