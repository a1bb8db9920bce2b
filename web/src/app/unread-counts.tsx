import { useEffect, useSyncExternalStore } from 'react';
import { useAccountLocale } from '../features/account/api/locale';
import { useChatUnreadCount } from '../features/chat/api/get-chat-unread-count';
import { useUnreadCount } from '../features/notifications/api/get-unread-count';
import { useAppBadge } from '../features/push/hooks/use-app-badge';
import { useFollowAnswers } from '../features/users/api/follow-user';
import { useCurrentUser } from '../lib/current-user';
import { useHydrated } from '../lib/server-render';

export interface UnreadCounts {
  /** Unread notifications (the header's bell). */
  unread: number;
  /** Conversations holding unread messages (the chat links). */
  unreadChats: number;
}

const NONE: UnreadCounts = { unread: 0, unreadChats: 0 };
let counts = NONE;
const listeners = new Set<() => void>();

function publish(next: UnreadCounts) {
  if (next.unread === counts.unread && next.unreadChats === counts.unreadChats) return;
  counts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => counts;
const drawn = () => NONE;

/** The counts the header and the bottom bar show: none until `LiveCounts` has them (a drawing shows none). */
export function useUnreadCounts(): UnreadCounts {
  return useSyncExternalStore(subscribe, current, drawn);
}

function Live() {
  const unread = useUnreadCount(true);
  useAppBadge(true, unread);
  const unreadChats = useChatUnreadCount(true);
  useFollowAnswers();
  useAccountLocale();
  useEffect(() => publish({ unread, unreadChats }), [unread, unreadChats]);
  useEffect(() => () => publish(NONE), []);
  return null;
}

/**
 * The logged-in app's live counts, which a drawn screen never shows (it is drawn with none): the unread
 * counts and the app badge (their queries), and what the socket says about follows and the account's
 * language. Started once a drawn screen is wholly hydrated, so none of it weighs on taking the screen over
 * (the header's turn of hydration asked for both counts before); draws nothing itself.
 */
export function LiveCounts() {
  const me = useCurrentUser();
  const hydrated = useHydrated({ idle: true });
  return me && hydrated ? <Live key={me._id} /> : null;
}
