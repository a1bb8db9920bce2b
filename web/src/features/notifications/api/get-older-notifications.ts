import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { showError } from '../../../lib/toast';
import type { Notification } from '../types';
import { notificationKeys } from './get-notifications';
import { NOTIFICATION_TOAST_MS } from './mark-notification-read';

/** The server's page: a shorter one means there is nothing older. */
export const NOTIFICATION_PAGE_SIZE = 50;

export function getNotificationsBefore(before: string) {
  return api<Notification[]>(`/api/notifications?before=${encodeURIComponent(before)}`);
}

/** Appends the page after the oldest notification shown. */
export function useOlderNotifications(notifications: Notification[]) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const [exhausted, setExhausted] = useState(false);
  const oldest = notifications.at(-1)?._id;

  const loadOlder = async () => {
    if (!oldest || loading) return;
    setLoading(true);
    try {
      const older = await getNotificationsBefore(oldest);
      if (older.length < NOTIFICATION_PAGE_SIZE) setExhausted(true);
      queryClient.setQueryData<Notification[]>(notificationKeys.list, (current = []) => {
        const known = new Set(current.map((n) => n._id));
        return [...current, ...older.filter((n) => !known.has(n._id))];
      });
    } catch {
      showError('Looks like the internet gremlins ate your notifications!', 'Oops!', NOTIFICATION_TOAST_MS);
    } finally {
      setLoading(false);
    }
  };

  return { hasOlder: !exhausted && notifications.length >= NOTIFICATION_PAGE_SIZE, loading, loadOlder };
}
