import { useSyncExternalStore } from 'react';
import type { UserProfile } from '../features/users/types';
import { assumedForRender, onServer } from './server-render';

/** The logged-in user lives in localStorage under this key (CONTRACT §3) and is loaded at start. */
export const CURRENT_USER_KEY = 'user-threads';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): UserProfile | null {
  if (onServer) return null;
  try {
    const raw = localStorage.getItem(CURRENT_USER_KEY);
    return raw ? (JSON.parse(raw) as UserProfile) : null;
  } catch {
    return null;
  }
}

let current = read();

export function getCurrentUser(): UserProfile | null {
  return onServer ? assumedForRender().viewer : current;
}

export function setCurrentUser(user: UserProfile | null): void {
  current = user;
  if (user) localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
  else localStorage.removeItem(CURRENT_USER_KEY);
  for (const listener of listeners) listener();
}

export function updateCurrentUser(change: (user: UserProfile) => UserProfile): void {
  if (current) setCurrentUser(change(current));
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab logging in or out changes what this tab should show too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== CURRENT_USER_KEY) return;
    current = read();
    for (const listener of listeners) listener();
  });
}

export function useCurrentUser(): UserProfile | null {
  return useSyncExternalStore(subscribe, getCurrentUser, getCurrentUser);
}
