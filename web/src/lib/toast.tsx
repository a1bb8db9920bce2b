import { i18n } from '@lingui/core';
import type { ReactNode } from 'react';

let ready: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  ready = resolve;
});

/** Called once the (lazily loaded) toaster is on screen; toasts asked for before then wait for it. */
export function markToasterReady() {
  ready();
}

/**
 * How long a toast stays (CONTRACT §9: 3 s generally, uploads 3 s, the notification errors 5 s). An error stays
 * longer than a success: it has to be read, and maybe acted on.
 */
export const TOAST_MS = { success: 3000, error: 5000, upload: 3000 } as const;

export interface ToastAction {
  label: string;
  onClick: () => void;
}

/**
 * One line, "Title · what happened": the plain 'Success' only for screen readers (the tick says it), any other
 * title in bold (CONTRACT §8: errors titled 'Error').
 */
function line(kind: 'error' | 'success', title: string, description: string): ReactNode {
  const quiet = kind === 'success' && title === i18n._('Success');
  return (
    <span>
      <span className={quiet ? 'sr-only' : 'font-semibold'}>{quiet ? `${title}: ` : title}</span>
      {quiet ? null : <span aria-hidden> · </span>}
      {description}
    </span>
  );
}

async function show(
  kind: 'error' | 'success',
  title: string,
  description: string,
  options: { duration?: number; action?: ToastAction },
) {
  const [{ toast }] = await Promise.all([import('sonner'), toasterReady]);
  toast[kind](line(kind, title, description), { duration: options.duration ?? TOAST_MS[kind], action: options.action });
}

/** Every toast has a title and a description and can be closed (CONTRACT §8, §9). */
export function showError(description: string, title = i18n._('Error'), duration: number = TOAST_MS.error) {
  void show('error', title, description, { duration });
}

/** `action`: one thing to do next, such as View on what was just made ("Post created successfully · View"). */
export function showSuccess(description: string, title = i18n._('Success'), action?: ToastAction) {
  void show('success', title, description, { action });
}

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : i18n._('An error occurred');
}
