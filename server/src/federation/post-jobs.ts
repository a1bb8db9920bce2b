import type { AppContext } from '../context.js';
import type { Db } from '../db/schema.js';
import { enqueueJobs } from '../queue/enqueue.js';
import { rememberDeletedPost } from './tombstones.js';

/** A post of ours to tell other servers about: turned into one delivery per inbox when it runs. */
export const FEDERATE_POST = 'federation.post';

export type PostAction = 'create' | 'update' | 'delete' | 'announce' | 'undo-announce';

export interface PostFederation {
  action: PostAction;
  postId: string;
  authorId: string;
  at: number;
  /**
   * For a Delete or an undone repost (whose rows are gone when the job runs): the inboxes of the remote people
   * it mentioned, answered or reposted.
   */
  mentionedInboxes: string[];
}

/** The remote people a post concerns: those it mentions, and the authors of the posts it answers or reposts. */
async function mentionedInboxes(db: Db, postId: string): Promise<string[]> {
  const [mentioned, answered] = await Promise.all([
    db
      .selectFrom('post_mentions')
      .innerJoin('users', 'users.id', 'post_mentions.user_id')
      .select(['users.inbox_url', 'users.shared_inbox_url'])
      .where('post_mentions.post_id', '=', postId)
      .where('users.host', 'is not', null)
      .execute(),
    db
      .selectFrom('posts as p')
      .innerJoin('posts as other', (join) =>
        join.on((eb) => eb.or([eb('other.id', '=', eb.ref('p.reply_to')), eb('other.id', '=', eb.ref('p.repost_of'))])),
      )
      .innerJoin('users', 'users.id', 'other.author_id')
      .select(['users.inbox_url', 'users.shared_inbox_url'])
      .where('p.id', '=', postId)
      .where('users.host', 'is not', null)
      .execute(),
  ]);
  return [...mentioned, ...answered].flatMap((row) => row.shared_inbox_url ?? row.inbox_url ?? []);
}

/**
 * Queues telling other servers about one of our posts, in the transaction that changes it (so an
 * acknowledged post, edit or deletion is always delivered). Jobs of one author run one at a time in the order
 * they were queued (the queue's ordering key, a column of the job, so it holds across a kill -9): an edit never
 * overtakes its creation, nor a later post an earlier one, so each inbox gets them in order. A deleted post's
 * id is remembered (it answers 410). Emit `jobs.queued` after the commit. Nothing happens when federation is off.
 */
export async function federatePost(
  ctx: AppContext,
  trx: Db,
  action: PostAction,
  post: { id: string; author_id: string; uri?: string | null },
): Promise<void> {
  // A remote post (its `uri` set) is its own server's to announce.
  if (!ctx.federation || post.uri) return;
  const gone = action === 'delete' || action === 'undo-announce';
  const payload: PostFederation = {
    action,
    postId: post.id,
    authorId: post.author_id,
    at: ctx.clock(),
    mentionedInboxes: gone ? await mentionedInboxes(trx, post.id) : [],
  };
  await enqueueJobs(trx, [{ kind: FEDERATE_POST, payload, orderingKey: `author:${post.author_id}` }], ctx.clock());
  if (action === 'delete') await rememberDeletedPost(trx, post.id, ctx.clock());
}
