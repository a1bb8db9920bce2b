import { useCallback, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { useRealtimeEvent } from '../../realtime/hooks';

/**
 * How many posts by people I follow arrived since the feed was last brought up to date (my own never count).
 * Only counted: the feed is fetched when the reader asks, so a burst of posts is never a burst of requests.
 */
export function useNewPostCount() {
  const me = useCurrentUser();
  const [postIds, setPostIds] = useState<ReadonlySet<string>>(() => new Set());
  useRealtimeEvent('newFeedPost', (payload) => {
    if (typeof payload?.postId !== 'string' || payload.authorId === me?._id) return;
    setPostIds((ids) => (ids.has(payload.postId) ? ids : new Set(ids).add(payload.postId)));
  });
  const clear = useCallback(() => setPostIds(new Set()), []);
  return { count: postIds.size, clear };
}
