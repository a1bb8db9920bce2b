import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { badRequest } from '../errors.js';
import { deleteMedia, readUploadForm, type StoredMedia, storeDataUrl, storeMedia } from '../media/service.js';
import { isDataUrl } from '../media/spool.js';
import { findUserById } from './queries.js';
import type { ProfileChanges } from './service.js';

const PROFILE_FIELDS = ['name', 'username', 'email', 'bio', 'password', 'currentPassword', 'code'] as const;

const AVATAR_NOT_AN_IMAGE = 'profilePic must be an image file or a data URL.';

/**
 * Runs a profile update (JSON with `profilePic` as a data URL, or multipart with a `profilePic` file)
 * with the new avatar through the media pipeline. Nothing is stored when the update is for someone
 * else; a stored avatar is removed again if the update is refused, and the replaced one once it succeeds.
 */
export async function updateWithAvatar<T>(
  ctx: AppContext,
  request: FastifyRequest,
  actorId: string,
  targetId: string,
  update: (changes: ProfileChanges) => Promise<T>,
): Promise<T> {
  const form = request.isMultipart() ? await readUploadForm(ctx, request, { profilePic: 'image' }) : null;
  try {
    const body = (form ? form.fields : (request.body ?? {})) as Record<string, unknown>;
    const changes: ProfileChanges = {};
    for (const field of PROFILE_FIELDS) {
      const value = body[field];
      if (typeof value === 'string') changes[field] = value;
    }
    const file = form?.files.profilePic;
    const dataUrl = body.profilePic;
    if (typeof dataUrl === 'string' && dataUrl !== '' && !isDataUrl(dataUrl) && !file) {
      const current = await findUserById(ctx.db, actorId);
      if (dataUrl !== current?.profile_pic) throw badRequest(AVATAR_NOT_AN_IMAGE);
    }
    let avatar: StoredMedia | null = null;
    if (targetId === actorId) {
      if (file) avatar = await storeMedia(ctx, actorId, file, 'image');
      else if (typeof dataUrl === 'string' && isDataUrl(dataUrl)) avatar = await storeDataUrl(ctx, actorId, dataUrl);
    }
    if (!avatar) return await update(changes);

    const previous = (await findUserById(ctx.db, actorId))?.profile_pic;
    try {
      const result = await update({ ...changes, profilePic: avatar.url });
      if (previous) await deleteMedia(ctx, [previous]);
      return result;
    } catch (error) {
      await deleteMedia(ctx, [avatar.url]);
      throw error;
    }
  } finally {
    await form?.discard();
  }
}
