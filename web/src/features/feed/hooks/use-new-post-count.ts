import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { useRealtimeEvent, useReconnect } from '../../realtime/hooks';
import { postsMissedWhileAway } from '../lib/catch-up';

/**
 * How many posts by people I follow arrived since the feed was last brought up to date (my own never count).
 * Only counted: the feed is fetched when the reader asks, so a burst of posts is never a burst of requests.
 * A reconnect reads the newest page once, for the posts whose cues were lost with the connection.
 */
export function useNewPostCount() {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const [postIds, setPostIds] = useState<ReadonlySet<string>>(() => new Set());
  const add = useCallback((ids: string[]) => {
    setPostIds((current) => (ids.every((id) => current.has(id)) ? current : new Set([...current, ...ids])));
  }, []);
  useRealtimeEvent('newFeedPost', (payload) => {
    if (typeof payload?.postId === 'string' && payload.authorId !== me?._id) add([payload.postId]);
  });
  useReconnect((first) => {
    if (!first) void postsMissedWhileAway(queryClient, me?._id).then(add, () => {});
  });
  const clear = useCallback(() => setPostIds(new Set()), []);
  return { count: postIds.size, clear };
}
