import { i18n } from '@lingui/core';
import { type CSSProperties, lazy, Suspense, useEffect, useState } from 'react';
import { useColorMode } from '../lib/color-mode';
import { whenHydratedAndIdle } from '../lib/server-render';
import { markToasterReady, TOAST_MS } from '../lib/toast';
import { MOBILE_QUERY, useMediaQuery } from '../lib/use-media-query';

/**
 * Small snackbars at the bottom, above the phone's bottom bar: there they cover neither the header, a page's
 * heading nor a dialog's title. Title and text share one line (lib/toast.tsx).
 */
const BOTTOM = { phone: '4.75rem', wide: '1.5rem' };
const CLASS_NAMES = { toast: 'py-2.5! px-3! gap-2!', title: 'font-normal! leading-snug!' };
/** Narrower than the library's 356 px; on phones the library spans the screen between its side offsets. */
const STYLE = { '--width': '22rem' } as CSSProperties;

// The toast library is not needed to draw the first screen, so it arrives in its own chunk.
const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await import('sonner');
  return {
    default: (props: { theme: 'dark' | 'light' }) => {
      useEffect(markToasterReady, []);
      const phone = useMediaQuery(MOBILE_QUERY);
      const offset = { bottom: phone ? BOTTOM.phone : BOTTOM.wide };
      return (
        <SonnerToaster
          theme={props.theme}
          position="bottom-center"
          offset={offset}
          mobileOffset={offset}
          duration={TOAST_MS.success}
          toastOptions={{ classNames: CLASS_NAMES, closeButtonAriaLabel: i18n._('Close toast') }}
          containerAriaLabel={i18n._('Notifications')}
          dir={document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'}
          style={STYLE}
          closeButton
          richColors
        />
      );
    },
  };
});

/**
 * Mounted after the first render, which a server-drawn page must match and which never needs a toast, and
 * once a drawn screen is wholly hydrated and the page idle: its chunk and first render are not hydration's
 * work (a toast asked for meanwhile waits for it, lib/toast.tsx).
 */
export function LazyToaster() {
  const mode = useColorMode();
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenHydratedAndIdle(() => setMounted(true)), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={mode} />
    </Suspense>
  );
}
