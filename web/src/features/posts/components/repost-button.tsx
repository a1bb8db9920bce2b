import { i18n } from '@lingui/core';
import { Repeat2 as LucideRepeat2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { staticIcon } from '../../../components/static-icon';
import { useCurrentUser } from '../../../lib/current-user';
import { preloadOnApproach } from '../../../lib/preload-on-approach';
import { showError } from '../../../lib/toast';
import type { RepostMenuProps } from './repost-menu';

const Repeat2 = staticIcon(LucideRepeat2);

// The menu, its dialog and the menu library load on first use: lists stay light.
const loadMenu = () => import('./repost-menu');
const RepostMenu = lazy(loadMenu);

/** The repost button: until first used a plain button that loads the Repost / Quote menu and opens it. */
export function RepostButton(props: Omit<RepostMenuProps, 'defaultOpen'>) {
  const me = useCurrentUser();
  const [activated, setActivated] = useState(false);
  const placeholder = (
    <button
      type="button"
      className={props.triggerClassName}
      aria-label={i18n._('Repost')}
      aria-pressed={props.post.reposted}
      aria-haspopup="menu"
      disabled={props.disabled}
      {...(me && preloadOnApproach(loadMenu))}
      onClick={() => (me ? setActivated(true) : showError(i18n._('You must be logged in to repost')))}
    >
      <Repeat2 className={`size-5 ${props.post.reposted ? 'text-green-600 dark:text-green-500' : ''}`} aria-hidden />
    </button>
  );
  return (
    // Clicks inside the (portalled) menu and dialog must not reach a clickable card around them.
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops clicks from bubbling further
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <span className="contents" onClick={(event) => event.stopPropagation()}>
      {activated ? (
        <Suspense fallback={placeholder}>
          <RepostMenu {...props} defaultOpen />
        </Suspense>
      ) : (
        placeholder
      )}
    </span>
  );
}
