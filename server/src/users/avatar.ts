import type { AppContext } from '../context.js';
import { badRequest } from '../errors.js';
import { deleteMedia } from '../media/service.js';
import { isDataUrl } from '../media/spool.js';
import { storeThenWrite } from '../media/store-then-write.js';
import type { Upload } from '../media/upload-request.js';
import { userMessages } from './messages.js';
import { findUserById } from './queries.js';
import type { ProfileChanges } from './service.js';

export const PROFILE_FIELDS = ['name', 'username', 'email', 'bio', 'password', 'currentPassword', 'code'] as const;

export type ProfileFields = Record<(typeof PROFILE_FIELDS)[number] | 'profilePic', unknown>;

/**
 * Runs a profile update (JSON with `profilePic` as a data URL, or multipart with a `profilePic` file) with
 * the new avatar through the media pipeline. A `profilePic` that is the current avatar's URL changes
 * nothing. Nothing is stored when the update is for someone else; a stored avatar is removed again if the
 * update is refused, and the replaced one once it succeeds.
 */
export async function updateWithAvatar<T>(
  ctx: AppContext,
  actorId: string,
  targetId: string,
  fields: Partial<ProfileFields>,
  picture: Upload | undefined,
  update: (changes: ProfileChanges) => Promise<T>,
): Promise<T> {
  const changes: ProfileChanges = {};
  for (const field of PROFILE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string') changes[field] = value;
  }
  if (typeof picture === 'string' && !isDataUrl(picture)) {
    const current = await findUserById(ctx.db, actorId);
    if (picture !== current?.profile_pic) throw badRequest(userMessages.AVATAR_NOT_AN_IMAGE);
  }
  const avatar = targetId === actorId && picture !== undefined && (typeof picture !== 'string' || isDataUrl(picture));
  if (!avatar) return update(changes);

  const previous = (await findUserById(ctx.db, actorId))?.profile_pic;
  const result = await storeThenWrite(ctx, actorId, { avatar: { upload: picture, accept: 'image' } }, ({ avatar }) =>
    update({ ...changes, profilePic: avatar?.url }),
  );
  if (previous) await deleteMedia(ctx, [previous]);
  return result;
}
