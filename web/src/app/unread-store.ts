import { useSyncExternalStore } from 'react';

export interface UnreadCounts {
  /** Unread notifications (the header's bell). */
  unread: number;
  /** Conversations holding unread messages (the chat links). */
  unreadChats: number;
}

export const NO_UNREAD: UnreadCounts = { unread: 0, unreadChats: 0 };
let counts = NO_UNREAD;
const listeners = new Set<() => void>();

/** Set by `live-counts.tsx`, the one component asking for the counts: each count as it is known. */
export function publishUnread(change: Partial<UnreadCounts>): void {
  const next = { ...counts, ...change };
  if (next.unread === counts.unread && next.unreadChats === counts.unreadChats) return;
  counts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => counts;
const drawn = () => NO_UNREAD;

/** The counts the header and the bottom bar show: none until `LiveCounts` has them (a drawing shows none). */
export function useUnreadCounts(): UnreadCounts {
  return useSyncExternalStore(subscribe, current, drawn);
}
