import { lazy, Suspense, useEffect } from 'react';
import { useColorMode } from '../lib/color-mode';
import { markToasterReady } from '../lib/toast';
import { useDialogOpen } from '../lib/use-dialog-open';

/**
 * Toasts sit just below the header, so they never cover its icons; while a dialog is open (a tall one
 * starts near the top, title first) they move to the bottom, above the phone's bottom bar.
 */
const OFFSET = { top: '4rem', bottom: '4.5rem' };

// The toast library is not needed to draw the first screen, so it arrives in its own chunk.
const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await import('sonner');
  return {
    default: (props: { theme: 'dark' | 'light' }) => {
      useEffect(markToasterReady, []);
      const dialogOpen = useDialogOpen();
      return (
        <SonnerToaster
          theme={props.theme}
          position={dialogOpen ? 'bottom-center' : 'top-center'}
          offset={OFFSET}
          mobileOffset={OFFSET}
          duration={3000}
          closeButton
          richColors
        />
      );
    },
  };
});

export function LazyToaster() {
  const mode = useColorMode();
  return (
    <Suspense fallback={null}>
      <Toaster theme={mode} />
    </Suspense>
  );
}
