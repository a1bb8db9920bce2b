import { i18n } from '@lingui/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { ConnectionBanner } from '../components/connection-banner';
import { HydrateInTurn } from '../components/hydrate-in-turn';
import { RoleRefresh } from '../features/admin/components/role-refresh';
import type { Post } from '../features/posts/types';
import { RealtimeConnection } from '../features/realtime/realtime-connection';
import { useCurrentUser } from '../lib/current-user';
import { BottomBar } from './bottom-bar';
import { HideBottomBarContext } from './bottom-bar-context';
import { CreatePostContext } from './create-post-context';
import { Header } from './header';
import { useRouteTitle } from './route-title';
import { ScreenOutlet } from './screen-outlet';
import { LiveCounts } from './unread-counts';

// Loaded on first use: most visits never open it.
const CreatePostDialog = lazy(() => import('../features/posts/components/create-post-dialog'));

/** Full-screen views where the header would take space from the content on phones. */
const HEADERLESS_ON_MOBILE = ['/chat', '/story-viewer'];

export function Layout() {
  const me = useCurrentUser();
  const { pathname } = useLocation();
  useRouteTitle();
  const [createOpen, setCreateOpen] = useState(false);
  const [quote, setQuote] = useState<Post | null>(null);
  const [createLoaded, setCreateLoaded] = useState(false);
  const [bottomBarHidden, setBottomBarHidden] = useState(false);
  const openCreatePost = useCallback((quoted?: Post) => {
    setQuote(quoted ?? null);
    setCreateLoaded(true);
    setCreateOpen(true);
  }, []);
  const headerless = HEADERLESS_ON_MOBILE.some((path) => pathname === path || pathname.startsWith(`${path}/`));

  return (
    <CreatePostContext.Provider value={openCreatePost}>
      <HideBottomBarContext.Provider value={setBottomBarHidden}>
        <a
          href="#main"
          className="sr-only rounded-md bg-sky-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50"
        >
          {i18n._('Skip to content')}
        </a>
        <RealtimeConnection />
        <RoleRefresh />
        <LiveCounts />
        <HydrateInTurn>
          <Header hiddenOnMobile={headerless} partlyHiddenOnMobile={pathname === '/video'} />
        </HydrateInTurn>
        <ConnectionBanner headerHiddenOnMobile={headerless} />
        <main
          id="main"
          tabIndex={-1}
          className={`mx-auto outline-none max-w-5xl px-4 pt-4 ${me && !bottomBarHidden ? 'pb-24 md:pb-8' : 'pb-8'}`}
        >
          <ScreenOutlet />
        </main>
        {bottomBarHidden || !me ? null : (
          <HydrateInTurn>
            <BottomBar />
          </HydrateInTurn>
        )}
        {me && createLoaded ? (
          <Suspense fallback={null}>
            <CreatePostDialog open={createOpen} onOpenChange={setCreateOpen} quote={quote} />
          </Suspense>
        ) : null}
      </HideBottomBarContext.Provider>
    </CreatePostContext.Provider>
  );
}
