import { useSyncExternalStore } from 'react';

export type ColorMode = 'dark' | 'light';

/** Also read by public/color-mode.js before the app starts. */
const STORAGE_KEY = 'threads-color-mode';
const listeners = new Set<() => void>();

function currentMode(): ColorMode {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function setColorMode(mode: ColorMode): void {
  document.documentElement.classList.toggle('dark', mode === 'dark');
  localStorage.setItem(STORAGE_KEY, mode);
  for (const listener of listeners) listener();
}

export function toggleColorMode(): void {
  setColorMode(currentMode() === 'dark' ? 'light' : 'dark');
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useColorMode(): ColorMode {
  return useSyncExternalStore(subscribe, currentMode, () => 'dark');
}
