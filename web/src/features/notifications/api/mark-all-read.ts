import { i18n } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { showError } from '../../../lib/toast';
import type { Notification, UnreadCount } from '../types';
import { notificationKeys } from './keys';
import { NOTIFICATION_TOAST_MS } from './mark-notification-read';

export function markAllNotificationsRead() {
  return api.put('/api/notifications/read-all');
}

/** Every notification reads as Read and the badge clears at once; both come back if the server refuses. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    meta: { silentError: true },
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const list = queryClient.getQueryData<Notification[]>(notificationKeys.list);
      const count = queryClient.getQueryData<UnreadCount>(notificationKeys.unreadCount);
      queryClient.setQueryData<Notification[]>(notificationKeys.list, (old) =>
        old?.map((n) => (n.isRead ? n : { ...n, isRead: true })),
      );
      queryClient.setQueryData(notificationKeys.unreadCount, { count: 0 });
      return { list, count };
    },
    onError: (_error, _variables, previous) => {
      queryClient.setQueryData(notificationKeys.list, previous?.list);
      queryClient.setQueryData(notificationKeys.unreadCount, previous?.count);
      showError(i18n._('The notification goblins are at it again!'), i18n._('Error!'), NOTIFICATION_TOAST_MS);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount }),
  });
}
