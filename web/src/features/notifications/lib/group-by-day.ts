import { i18n } from '@lingui/core';
import type { Notification } from '../types';

export interface NotificationGroup {
  heading: string;
  notifications: Notification[];
}

const startOfDay = (time: number) => {
  const day = new Date(time);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
};

/** Today, yesterday and older, by the reader's calendar; empty groups are left out. */
export function groupByDay(notifications: Notification[], now: number = Date.now()): NotificationGroup[] {
  const today = startOfDay(now);
  const yesterday = startOfDay(today - 1);
  const groups: NotificationGroup[] = [
    { heading: i18n._('Happening Now!'), notifications: [] },
    { heading: i18n._('Just Yesterday'), notifications: [] },
    { heading: i18n._('Blast from the Past'), notifications: [] },
  ];
  for (const notification of notifications) {
    const time = new Date(notification.createdAt).getTime();
    const index = time >= today ? 0 : time >= yesterday ? 1 : 2;
    groups[index]?.notifications.push(notification);
  }
  return groups.filter((group) => group.notifications.length > 0);
}
