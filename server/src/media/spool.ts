import { once } from 'node:events';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { Config } from '../config.js';
import { badRequest, tooLarge } from '../errors.js';
import type { Phrase } from '../lib/i18n/phrases.js';
import { mediaMessages } from './messages.js';
import { removeQuietly, tmpFile } from './storage.js';

/** An upload written to a temporary file, not yet checked; the pipeline reads it from there. */
export interface SpooledFile {
  path: string;
  bytes: number;
}

/**
 * Streams an upload to disk, never holding it in memory. Past maxBytes nothing more is written and the
 * rest of the stream is read and dropped, so the client still gets the 413 instead of a reset connection.
 */
export async function spoolStream(
  config: Config,
  stream: Readable & { truncated?: boolean },
  maxBytes: number,
  overLimitMessage: Phrase,
): Promise<SpooledFile> {
  const file = tmpFile(config, 'upload');
  const out = fs.createWriteStream(file);
  let bytes = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > maxBytes) continue;
      if (!out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'close');
  } catch (error) {
    out.destroy();
    await removeQuietly(file);
    throw error;
  }
  if (bytes > maxBytes || stream.truncated) {
    await removeQuietly(file);
    throw tooLarge(overLimitMessage);
  }
  if (bytes === 0) {
    await removeQuietly(file);
    throw badRequest(mediaMessages.FILE_EMPTY);
  }
  return { path: file, bytes };
}

const DATA_URL = /^data:[^,;]{0,100}(?:;[^,;]{0,100})*;base64,/;

/** Writes the bytes of a base64 data URL (the older JSON clients' image form) to a temporary file. */
export async function spoolDataUrl(
  config: Config,
  dataUrl: string,
  maxBytes: number,
  overLimitMessage: Phrase,
): Promise<SpooledFile> {
  const header = DATA_URL.exec(dataUrl);
  if (!header) throw badRequest(mediaMessages.DATA_URL_INVALID);
  const payload = dataUrl.slice(header[0].length).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(payload)) throw badRequest(mediaMessages.DATA_URL_INVALID);
  if (Math.floor((payload.length * 3) / 4) > maxBytes + 2) throw tooLarge(overLimitMessage);
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > maxBytes) throw tooLarge(overLimitMessage);
  if (bytes.length === 0) throw badRequest(mediaMessages.FILE_EMPTY);
  const file = tmpFile(config, 'upload');
  await fs.promises.writeFile(file, bytes);
  return { path: file, bytes: bytes.length };
}

export function isDataUrl(value: string): boolean {
  return value.startsWith('data:');
}

/** A JSON body big enough for one image as a base64 data URL (4 characters per 3 bytes) plus the other fields. */
export function dataUrlBodyLimit(config: Config): number {
  return Math.ceil((config.media.maxImageBytes * 4) / 3) + 64 * 1024;
}
