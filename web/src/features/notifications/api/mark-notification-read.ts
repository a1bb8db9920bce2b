import { i18n } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { showError } from '../../../lib/toast';
import type { Notification, UnreadCount } from '../types';
import { notificationKeys } from './keys';

/** CONTRACT §8: notification errors stay 5 s. */
export const NOTIFICATION_TOAST_MS = 5000;

export function markNotificationRead(id: string) {
  return api.put('/api/notifications/{id}', { params: { path: { id } } });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    meta: { silentError: true },
    onSuccess: (updated, id) => {
      let wasUnread = false;
      queryClient.setQueryData<Notification[]>(notificationKeys.list, (old) =>
        old?.map((n) => {
          if (n._id !== id) return n;
          wasUnread = !n.isRead;
          return { ...n, isRead: true };
        }),
      );
      if (wasUnread || !updated) {
        queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount, (old) => ({
          count: Math.max(0, (old?.count ?? 1) - 1),
        }));
      }
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount });
    },
    onError: () =>
      showError(i18n._('The notification goblins are at it again!'), i18n._('Error!'), NOTIFICATION_TOAST_MS),
  });
}
