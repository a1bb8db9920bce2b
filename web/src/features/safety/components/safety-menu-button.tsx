import { Ellipsis as LucideEllipsis } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { buttonStyles, pendingStyles } from '../../../components/button-styles';
import { staticIcon } from '../../../components/static-icon';
import { useCurrentUser } from '../../../lib/current-user';
import { preloadOnApproach } from '../../../lib/preload-on-approach';
import type { SafetyMenuProps } from './safety-menu';

const Ellipsis = staticIcon(LucideEllipsis);

// The menu, its dialogs and the menu library load on first use: lists stay light.
const loadMenu = () => import('./safety-menu');
const SafetyMenu = lazy(loadMenu);

/**
 * The "…" button on someone else's post, reply, story, chat or profile, or on my own content when it has
 * `actions` (Edit); nothing for visitors unless `forVisitors` (a profile's Copy link). Until first used it is a
 * plain button that loads the real menu (hovering or focusing it starts that) and opens it; while the menu is
 * on its way the button says it is busy.
 */
export function SafetyMenuButton({
  forVisitors = false,
  ...props
}: Omit<SafetyMenuProps, 'defaultOpen' | 'label'> & { label: string; forVisitors?: boolean }) {
  const me = useCurrentUser();
  const [activated, setActivated] = useState(false);
  useEffect(() => {
    if (props.openRequests) setActivated(true);
  }, [props.openRequests]);
  const mine = !props.subject || props.subject._id === me?._id;
  if (!(me || forVisitors) || (mine && !props.actions?.length)) return null;
  const triggerClassName = props.triggerClassName ?? buttonStyles.icon;
  const placeholder = (pending: boolean) => (
    <button
      type="button"
      className={pending ? `${triggerClassName} ${pendingStyles}` : triggerClassName}
      aria-label={props.label}
      aria-haspopup="menu"
      aria-busy={pending || undefined}
      {...preloadOnApproach(loadMenu)}
      onClick={() => setActivated(true)}
    >
      <Ellipsis className="size-5" aria-hidden />
    </button>
  );
  return (
    // Clicks inside the (portalled) menu and dialogs must not reach a clickable card around them.
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops clicks from bubbling further
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <span className="contents" onClick={(event) => event.stopPropagation()}>
      {activated ? (
        <Suspense fallback={placeholder(true)}>
          <SafetyMenu {...props} defaultOpen />
        </Suspense>
      ) : (
        placeholder(false)
      )}
    </span>
  );
}
