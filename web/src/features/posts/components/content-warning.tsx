import { i18n } from '@lingui/core';
import { type ReactNode, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles';

/** With a warning, the post's text and media stay hidden until the reader chooses to see them. */
export function ContentWarning({ spoiler, children }: { spoiler: string; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  if (!spoiler) return <>{children}</>;
  return (
    <div data-testid="content-warning">
      <div className="flex items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 dark:border-amber-800 dark:bg-amber-950/40">
        <p className="min-w-0 text-sm break-words">
          <span className="font-semibold">{i18n._('Content warning:')}</span> {spoiler}
        </p>
        <button
          type="button"
          className={`${buttonStyles.secondary} shrink-0`}
          aria-expanded={shown}
          onClick={() => setShown(!shown)}
        >
          {shown ? i18n._('Hide') : i18n._('Show')}
        </button>
      </div>
      {shown ? children : null}
    </div>
  );
}
