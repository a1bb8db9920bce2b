import { Ellipsis as LucideEllipsis } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { staticIcon } from '../../../components/static-icon';
import { useCurrentUser } from '../../../lib/current-user';
import type { SafetyMenuProps } from './safety-menu';

const Ellipsis = staticIcon(LucideEllipsis);

// The menu, its dialogs and the menu library load on first use: lists stay light.
const loadMenu = () => import('./safety-menu');
const SafetyMenu = lazy(loadMenu);

/**
 * The "…" button on someone else's post, reply, story or chat, or on my own content when it has `actions`
 * (Edit); nothing for visitors. Until first used it is a plain button that loads the real menu and opens it.
 */
export function SafetyMenuButton(
  props: Omit<SafetyMenuProps, 'defaultOpen' | 'extraItems' | 'relation' | 'label'> & { label: string },
) {
  const me = useCurrentUser();
  const [activated, setActivated] = useState(false);
  useEffect(() => {
    if (props.openRequests) setActivated(true);
  }, [props.openRequests]);
  const mine = !props.subject || props.subject._id === me?._id;
  if (!me || (mine && !props.actions?.length)) return null;
  const placeholder = (
    <button
      type="button"
      className={props.triggerClassName ?? buttonStyles.icon}
      aria-label={props.label}
      aria-haspopup="menu"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
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
        <Suspense fallback={placeholder}>
          <SafetyMenu {...props} defaultOpen />
        </Suspense>
      ) : (
        placeholder
      )}
    </span>
  );
}
