import { i18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';

/**
 * Whether the server can be reached, from three witnesses: the browser's own online state, the tab's socket
 * (a lost connection counts after a short grace, so a quick reconnect shows nothing) and requests that failed
 * without an answer. Any answer from the server, a socket connect or a health probe that gets through clears it.
 */
export type ConnectionProblem = 'offline' | 'unreachable' | null;

export const connectionTexts = {
  get offline() {
    return i18n._("You're offline");
  },
  get unreachable() {
    return i18n._("Couldn't reach the server");
  },
};

/** How long a lost socket may take to come back before it counts as the server being out of reach. */
const SOCKET_GRACE_MS = 2000;
/** How often a failed request's reachability is probed while nothing else would tell (no socket, say). */
const PROBE_EVERY_MS = 4000;

const listeners = new Set<() => void>();
let browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
let socketDown = false;
let requestFailed = false;
let socketGrace: ReturnType<typeof setTimeout> | undefined;
let probe: ReturnType<typeof setTimeout> | undefined;

function problem(): ConnectionProblem {
  if (browserOffline) return 'offline';
  return socketDown || requestFailed ? 'unreachable' : null;
}

let current: ConnectionProblem = problem();

function changed() {
  const next = problem();
  if (requestFailed) scheduleProbe();
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

function scheduleProbe(delay = PROBE_EVERY_MS) {
  if (probe) return;
  probe = setTimeout(async () => {
    probe = undefined;
    if (!requestFailed) return;
    try {
      const response = await fetch('/api/health', { cache: 'no-store' });
      if (response.status < 502) reportServerAnswered();
      else changed();
    } catch {
      changed();
    }
  }, delay);
}

/** What a request that got no answer says to the person: their own connection, or the server. */
export function unreachableText(): string {
  return typeof navigator !== 'undefined' && navigator.onLine === false
    ? connectionTexts.offline
    : connectionTexts.unreachable;
}

export function reportRequestUnanswered(): void {
  // Offline, the browser's own state says it all; the server is asked again once back online.
  if (navigator.onLine === false) browserOffline = true;
  else requestFailed = true;
  changed();
}

export function reportServerAnswered(): void {
  if (!requestFailed) return;
  requestFailed = false;
  changed();
}

/** The socket connected (true) or lost its connection or failed to make one (false). */
export function reportSocket(connected: boolean): void {
  if (!connected) {
    socketGrace ??= setTimeout(() => {
      socketDown = true;
      changed();
    }, SOCKET_GRACE_MS);
    return;
  }
  clearTimeout(socketGrace);
  socketGrace = undefined;
  socketDown = false;
  requestFailed = false;
  changed();
}

/** The socket was closed on purpose (logout): it says nothing about the server any more. */
export function forgetSocket(): void {
  clearTimeout(socketGrace);
  socketGrace = undefined;
  socketDown = false;
  changed();
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    browserOffline = true;
    changed();
  });
  window.addEventListener('online', () => {
    browserOffline = false;
    changed();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const connectionProblem = (): ConnectionProblem => current;

export function useConnectionProblem(): ConnectionProblem {
  return useSyncExternalStore(subscribe, connectionProblem, () => null);
}
