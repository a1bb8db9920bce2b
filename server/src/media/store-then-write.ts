import type { AppContext } from '../context.js';
import { deleteMedia, type StoredMedia, type StoreOptions, storeDataUrl, storeMedia } from './service.js';
import type { MediaAccept } from './sniff.js';
import type { Upload } from './upload-request.js';

export interface UploadToStore {
  upload: Upload | undefined;
  accept: MediaAccept;
  options?: StoreOptions;
}

function storeUpload(
  ctx: AppContext,
  ownerId: string,
  { upload, accept, options }: UploadToStore & { upload: Upload },
) {
  return typeof upload === 'string'
    ? storeDataUrl(ctx, ownerId, upload, accept, options)
    : storeMedia(ctx, ownerId, upload, accept, options);
}

/**
 * Stores the uploads that were sent (in the order given), runs `write` with them, and removes every stored
 * file again if a store or the write fails: a refused write leaves no row and no file behind.
 */
export async function storeThenWrite<Name extends string, T>(
  ctx: AppContext,
  ownerId: string,
  uploads: Record<Name, UploadToStore>,
  write: (stored: Partial<Record<Name, StoredMedia>>) => Promise<T>,
): Promise<T> {
  const stored: Partial<Record<Name, StoredMedia>> = {};
  try {
    for (const name of Object.keys(uploads) as Name[]) {
      const { upload } = uploads[name];
      if (upload !== undefined) stored[name] = await storeUpload(ctx, ownerId, { ...uploads[name], upload });
    }
    return await write(stored);
  } catch (error) {
    await deleteMedia(
      ctx,
      Object.values<StoredMedia | undefined>(stored).map((media) => media?.url),
    );
    throw error;
  }
}
