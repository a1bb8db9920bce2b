import { i18n } from '@lingui/core';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notYetShown } from '../../../lib/not-yet-shown';
import { showError } from '../../../lib/toast';
import { useLoadOlder } from '../../../lib/use-load-older';
import type { Notification } from '../types';
import { notificationKeys } from './keys';
import { NOTIFICATION_TOAST_MS } from './mark-notification-read';

/** The server's page: a shorter one means there is nothing older. */
export const NOTIFICATION_PAGE_SIZE = 50;

export function getNotificationsBefore(before: string) {
  return api.get('/api/notifications', { params: { query: { before } } });
}

/** Appends the page after the oldest notification shown. */
export function useOlderNotifications(notifications: Notification[]) {
  const queryClient = useQueryClient();
  return useLoadOlder({
    cursor: notifications.at(-1)?._id,
    shown: notifications.length,
    pageSize: NOTIFICATION_PAGE_SIZE,
    fetchPage: getNotificationsBefore,
    merge: (older) =>
      queryClient.setQueryData<Notification[]>(notificationKeys.list, (current = []) => [
        ...current,
        ...notYetShown(older, current),
      ]),
    onError: () =>
      showError(
        i18n._('Looks like the internet gremlins ate your notifications!'),
        i18n._('Oops!'),
        NOTIFICATION_TOAST_MS,
      ),
  });
}
