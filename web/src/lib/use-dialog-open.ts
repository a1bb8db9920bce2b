import { useSyncExternalStore } from 'react';

const DIALOG = ':is(body, body > div) > :is([role="dialog"], [role="alertdialog"])';
const isDialogOpen = () => document.querySelector(DIALOG) !== null;

/** Dialogs render in portals (a <div>) added straight under <body>, so watching its children is enough. */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

/** Whether a modal dialog is on screen. */
export function useDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, isDialogOpen);
}
