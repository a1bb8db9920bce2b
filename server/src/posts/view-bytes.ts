import type { PostView } from './views.js';

/** Bytes of a JS string's characters (two a character) plus a string's own overhead, roughly. */
const str = (s: string | null) => (s ? 16 + 2 * s.length : 0);
/** An object's header and a few properties: V8 spends about this much before the strings. */
const OBJECT = 64;

/** A post view's approximate heap size: enough for a memory budget, far cheaper than serialising it. */
export function postViewBytes(view: PostView): number {
  let bytes = OBJECT * 3 + str(view.text) + str(view.img) + str(view.video) + str(view.posterUrl) + 48;
  bytes += str(view.imgAlt) + str(view.spoiler) + str(view.imgBlurhash ?? null);
  bytes += str(view.postedBy.username) + str(view.postedBy.name) + str(view.postedBy.profilePic) + 26 * 2 * 2;
  bytes += view.likes.length * (16 + 26 * 2 + 8);
  for (const reply of view.replies) {
    bytes += OBJECT + str(reply.text) + str(reply.username) + str(reply.userProfilePic) + 26 * 2 * 4;
  }
  if (view.repostOf) bytes += OBJECT * 2 + str(view.repostOf.text) + str(view.repostOf.postedBy.name) + 200;
  if (view.replyTo) bytes += OBJECT + 26 * 2 + str(view.replyTo.username);
  return bytes;
}
