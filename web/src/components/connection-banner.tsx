import { i18n } from '@lingui/core';
import { WifiOff } from 'lucide-react';
import { connectionTexts, useConnectionProblem } from '../lib/connection-status';

/**
 * A thin bar under the header while the server cannot be reached (the socket's state and failed requests say
 * so, lib/connection-status.ts); it goes by itself once the connection is back. It sticks under the header and
 * moves the page down by its height rather than covering a heading.
 */
export function ConnectionBanner({ headerHiddenOnMobile }: { headerHiddenOnMobile: boolean }) {
  const problem = useConnectionProblem();
  return (
    <div role="status" aria-live="polite" className="contents">
      {problem ? (
        <p
          data-testid="connection-banner"
          className={`sticky z-20 flex items-center justify-center gap-2 bg-amber-200 px-3 py-1 text-center text-xs font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50 top-14 ${headerHiddenOnMobile ? 'max-md:top-0' : ''}`}
        >
          <WifiOff className="size-3.5 shrink-0" aria-hidden />
          {connectionTexts[problem]}
          {problem === 'unreachable' ? <span className="font-normal">{i18n._('· Reconnecting…')}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
