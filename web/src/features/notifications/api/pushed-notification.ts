import type { QueryClient } from '@tanstack/react-query';
import { refetchIfFetching } from '../../../lib/refetch-if-fetching';
import type { Notification } from '../types';
import { notificationKeys } from './keys';

/**
 * A `newNotification` from the socket joins the list if it is loaded, in place of the earlier one of its
 * group (a like on a post already liked today), and the count is asked again (a group counts once).
 * A list being fetched at that moment may lack it: that fetch is replaced (`refetchIfFetching`).
 */
export function addPushedNotification(queryClient: QueryClient, notification: Notification): void {
  queryClient.setQueryData<Notification[]>(notificationKeys.list, (old) =>
    old ? [notification, ...old.filter((n) => n.groupKey !== notification.groupKey)] : old,
  );
  refetchIfFetching(queryClient, notificationKeys.list);
  void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount });
}
