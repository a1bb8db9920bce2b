import { lazy, Suspense, useEffect } from 'react';
import { useColorMode } from '../lib/color-mode';
import { markToasterReady } from '../lib/toast';

// The toast library is not needed to draw the first screen, so it arrives in its own chunk.
const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await import('sonner');
  return {
    default: (props: { theme: 'dark' | 'light' }) => {
      useEffect(markToasterReady, []);
      return <SonnerToaster theme={props.theme} position="top-center" duration={3000} closeButton richColors />;
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
