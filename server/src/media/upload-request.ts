import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { readUploadForm } from './multipart.js';
import type { MediaAccept } from './sniff.js';
import type { SpooledFile } from './spool.js';

/** One upload as a feature receives it: a multipart file spooled to disk, or a base64 data URL from JSON clients. */
export type Upload = SpooledFile | string;

/** A request that may carry uploads, read to the end whether it came as JSON or as multipart/form-data. */
export interface UploadRequest<Fields> {
  /** The JSON body (already checked by the route's schema), or the multipart text fields. */
  fields: Partial<Fields>;
  /** The named multipart files, spooled to temporary files; none for JSON. */
  files: Partial<Record<string, SpooledFile>>;
  /** The named upload: its file, else its field when that is a non-empty string (a data URL, checked when stored). */
  upload(name: string): Upload | undefined;
  /** Removes the temporary files; call it in a finally block. */
  discard(): Promise<void>;
}

/**
 * The one reader of upload requests. Multipart files named in `fileFields` stream to disk (over its size
 * cap a 413, any other file field a 400); nothing is checked or stored yet: the caller authorises first,
 * then stores through `storeThenWrite`.
 */
export async function readUploadRequest<Fields extends object>(
  ctx: AppContext,
  request: FastifyRequest,
  fileFields: Record<string, MediaAccept>,
): Promise<UploadRequest<Fields>> {
  const form = request.isMultipart() ? await readUploadForm(ctx, request, fileFields) : null;
  const fields = (form ? form.fields : (request.body ?? {})) as Partial<Fields>;
  const files = form?.files ?? {};
  return {
    fields,
    files,
    upload(name) {
      const value = (fields as Record<string, unknown>)[name];
      return files[name] ?? (typeof value === 'string' && value !== '' ? value : undefined);
    },
    discard: async () => form?.discard(),
  };
}
