import fastifyMultipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import { AppError, badRequest, tooLarge } from '../errors.js';
import { withParams } from '../lib/i18n/phrases.js';
import { mediaLimitMessages, mediaMessages } from './messages.js';
import type { MediaAccept } from './sniff.js';
import { type SpooledFile, spoolStream } from './spool.js';
import { removeQuietly } from './storage.js';

/** A multipart request read to the end: its text fields and its files, each spooled to a temporary file. */
export interface UploadForm {
  fields: Record<string, string>;
  files: Partial<Record<string, SpooledFile>>;
  /** Removes the temporary files; call it in a finally block. */
  discard(): Promise<void>;
}

/** Limits for @fastify/multipart (`registerUploads`); per-field byte caps are applied while spooling. */
export function multipartLimits(config: Config) {
  return {
    fileSize: Math.max(config.media.maxImageBytes, config.media.maxVideoBytes) + 1,
    files: 4,
    fields: 20,
    fieldSize: 64 * 1024,
    parts: 24,
  };
}

/**
 * @fastify/multipart for the routes of one plugin that take uploads (posts, replies, messages, stories, the
 * profile), not for the whole app: its two hooks are async (a promise and a turn of the microtask queue each)
 * and add a listener to every response, on every request of every route it covers.
 */
export async function registerUploads(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyMultipart, { limits: multipartLimits(config) });
}

function capFor(ctx: AppContext, accept: MediaAccept) {
  const limits = ctx.config.media;
  return accept === 'image'
    ? { max: limits.maxImageBytes, message: mediaLimitMessages.imageTooLarge(limits) }
    : { max: limits.maxVideoBytes, message: mediaLimitMessages.videoTooLarge(limits) };
}

/** busboy's parse errors ("Unexpected end of multipart data", "Malformed part header") carry neither a status nor a code. */
function isMalformedMultipart(error: unknown): boolean {
  return error instanceof Error && !(error instanceof AppError) && !('statusCode' in error) && !('code' in error);
}

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Reads a multipart request: text fields into `fields`, the named file fields streamed to disk (a file
 * over its size cap is a 413), any other file field a 400. Nothing is checked or stored yet: the caller
 * authorises first, then passes each file to storeMedia.
 */
export async function readUploadForm(
  ctx: AppContext,
  request: FastifyRequest,
  fileFields: Record<string, MediaAccept>,
): Promise<UploadForm> {
  const fields: Record<string, string> = {};
  const files: Partial<Record<string, SpooledFile>> = {};
  const discard = async () => {
    await Promise.all(Object.values(files).map((file) => file && removeQuietly(file.path)));
  };
  try {
    for await (const part of request.parts() as AsyncIterable<MultipartFile | MultipartValue>) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const accept = fileFields[part.fieldname];
      if (!accept) {
        part.file.resume();
        throw badRequest(withParams(mediaMessages.UNEXPECTED_FILE_FIELD, { field: part.fieldname }));
      }
      if (files[part.fieldname]) {
        part.file.resume();
        throw badRequest(withParams(mediaMessages.DUPLICATE_FILE_FIELD, { field: part.fieldname }));
      }
      const cap = capFor(ctx, accept);
      files[part.fieldname] = await spoolStream(ctx.config, part.file, cap.max, cap.message);
    }
  } catch (error) {
    await discard();
    if (isFileTooLarge(error)) throw tooLarge(mediaLimitMessages.videoTooLarge(ctx.config.media));
    if (isMalformedMultipart(error)) throw badRequest(mediaMessages.MULTIPART_MALFORMED);
    throw error;
  }
  return { fields, files, discard };
}
