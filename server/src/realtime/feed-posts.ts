import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import { findPostById } from '../posts/queries.js';
import { feedAudience } from '../visibility/index.js';
import type { PresenceStore } from './presence-store.js';
import { type RealtimeServer, userRoom } from './socket-types.js';

/**
 * `newFeedPost` to the followers who are online when a post reaches their home timelines, so their feed
 * offers "New posts". Only a cue (`{postId, authorId}`): the client counts and refetches when asked, so a
 * burst of posts never becomes a burst of reads. Offline followers cost one presence question per batch;
 * the visibility policy is asked about the online ones only.
 */
export function announceFeedPosts(
  ctx: AppContext,
  io: RealtimeServer,
  presence: PresenceStore,
  log: FastifyBaseLogger,
  isOpen: () => boolean,
): void {
  ctx.events.on('feed.delivered', ({ postId, authorId, followerIds }) => {
    void (async () => {
      const online = await presence.onlineAmong(followerIds);
      if (online.size === 0) return;
      const post = await findPostById(ctx.db, postId);
      if (!post || !isOpen()) return;
      const audience = await feedAudience(ctx.db, post, [...online]);
      if (audience.length > 0 && isOpen()) io.to(audience.map(userRoom)).emit('newFeedPost', { postId, authorId });
    })().catch((error) => log.warn({ err: error, event: 'feed.delivered' }, 'realtime delivery failed'));
  });
}
