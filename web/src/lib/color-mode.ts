import { useSyncExternalStore } from 'react';
import { onServer } from './server-render';

export type ColorMode = 'dark' | 'light';
/** What Settings → Appearance stores on this device; "system" follows the device's colour scheme, live. */
export type ColorModeChoice = ColorMode | 'system';

/** Also read by public/color-mode.js before the app starts. */
const STORAGE_KEY = 'threads-color-mode';
const LIGHT_SCHEME = '(prefers-color-scheme: light)';
const listeners = new Set<() => void>();

/** The server draws pages dark, as public/color-mode.js starts them unless light was chosen. */
function currentMode(): ColorMode {
  if (onServer) return 'dark';
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function readColorModeChoice(): ColorModeChoice {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === 'light' || stored === 'system' ? stored : 'dark';
  } catch {
    return 'dark';
  }
}

function systemMode(): ColorMode {
  return window.matchMedia(LIGHT_SCHEME).matches ? 'light' : 'dark';
}

function apply(mode: ColorMode): void {
  document.documentElement.classList.toggle('dark', mode === 'dark');
  for (const listener of listeners) listener();
}

export function chooseColorMode(choice: ColorModeChoice): void {
  localStorage.setItem(STORAGE_KEY, choice);
  apply(choice === 'system' ? systemMode() : choice);
}

/** The header title: the other of dark and light, which becomes the stored choice. */
export function toggleColorMode(): void {
  chooseColorMode(currentMode() === 'dark' ? 'light' : 'dark');
}

/** Once at start: while the choice is "system", a change of the device's scheme repaints the app. */
export function followSystemColorScheme(): void {
  window.matchMedia(LIGHT_SCHEME).addEventListener('change', () => {
    if (readColorModeChoice() === 'system') apply(systemMode());
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useColorMode(): ColorMode {
  return useSyncExternalStore(subscribe, currentMode);
}

export function useColorModeChoice(): ColorModeChoice {
  return useSyncExternalStore(subscribe, readColorModeChoice, () => 'dark');
}
