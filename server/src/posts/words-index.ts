import { hashtagsOf } from '@threads/contract';
import type { Db } from '../db/schema.js';
import { postMentionCauses } from '../mentions/mentions.js';
import type { NotificationCause } from '../notifications/service.js';
import { replacePostTags } from '../tags/queries.js';

/**
 * What a post's words mean, written in the post's own transaction at create and at every edit: its tags
 * become exactly the text's, and the people it newly mentions are returned to be notified.
 * (Full-text search follows `posts.text` by itself: database triggers, migration 0023.)
 */
export async function indexPostWords(
  trx: Db,
  post: { id: string; author_id: string; created_at: number },
  text: string,
): Promise<NotificationCause[]> {
  await replacePostTags(trx, post, hashtagsOf(text));
  return postMentionCauses(trx, post, text);
}
