import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useOpenCreatePost } from '../../../app/create-post-context';
import { type FeedShortcut, shortcutOf } from '../lib/shortcut-target';

// Loaded on the first '?': the dialog library stays out of the feed's first load.
const ShortcutsDialog = lazy(() => import('./shortcuts-dialog'));

/** Room left above a post brought into view, for the sticky header. */
const HEADER_ROOM_PX = 72;

function postCards(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('main [data-testid="post-card"]')];
}

/**
 * The home feed's keys: j/k next and previous post, l like, r reply, n new post, ? the list of them. A post
 * chosen with j/k takes focus, so Tab goes on into it.
 */
export function FeedShortcuts() {
  const openCreatePost = useOpenCreatePost();
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpLoaded, setHelpLoaded] = useState(false);
  const chosen = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const current = (cards: HTMLElement[]) => {
      const focused = document.activeElement?.closest<HTMLElement>('[data-testid="post-card"]');
      const card = focused ?? chosen.current;
      return card ? cards.indexOf(card) : -1;
    };
    const choose = (card: HTMLElement | undefined) => {
      if (!card) return;
      chosen.current = card;
      window.scrollTo({ top: card.getBoundingClientRect().top + window.scrollY - HEADER_ROOM_PX });
      card.focus({ preventScroll: true });
    };
    const act = (action: 'like' | 'reply') => {
      const cards = postCards();
      const card = cards[current(cards)];
      card?.querySelector<HTMLButtonElement>(`[data-action="${action}"]:not(:disabled)`)?.click();
    };
    const run: Record<FeedShortcut, () => void> = {
      j: () => {
        const cards = postCards();
        choose(cards[Math.min(current(cards) + 1, cards.length - 1)]);
      },
      k: () => {
        const cards = postCards();
        choose(cards[Math.max(current(cards) - 1, 0)]);
      },
      l: () => act('like'),
      r: () => act('reply'),
      n: openCreatePost,
      '?': () => {
        setHelpLoaded(true);
        setHelpOpen(true);
      },
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      event.preventDefault();
      run[shortcut]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openCreatePost]);

  return helpLoaded ? (
    <Suspense fallback={null}>
      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </Suspense>
  ) : null;
}
