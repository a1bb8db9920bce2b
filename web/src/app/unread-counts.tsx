import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../lib/current-user';
import { useHydrated } from '../lib/server-render';

// Its own chunk: the counts' queries and hooks are not needed to draw any first screen.
const LiveCountsNow = lazy(() => import('./live-counts'));

/**
 * The logged-in app's live counts, which a drawn screen never shows (it is drawn with none): the unread
 * counts and the app badge (their queries), and what the socket says about follows and the account's
 * language. Started once a drawn screen is wholly hydrated and the page idle, so none of it weighs on taking
 * the screen over (the header's turn of hydration asked for both counts before); draws nothing itself, and
 * the header and the bottom bar read the counts from `unread-store.ts`.
 */
export function LiveCounts() {
  const me = useCurrentUser();
  const hydrated = useHydrated({ idle: true });
  return me && hydrated ? (
    <Suspense fallback={null}>
      <LiveCountsNow key={me._id} />
    </Suspense>
  ) : null;
}
