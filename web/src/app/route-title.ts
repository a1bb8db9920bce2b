import { appTitle } from '@threads/contract';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Screens named by their first path segment; the rest (profiles, posts) name themselves once loaded. */
const SCREEN_NAMES: Record<string, string> = {
  auth: 'Log in',
  'forgot-password': 'Forgot password',
  'reset-password': 'Reset password',
  update: 'Edit profile',
  settings: 'Settings',
  chat: 'Chat',
  notifications: 'Notifications',
  'story-viewer': 'Stories',
  video: 'Videos',
  search: 'Search',
  admin: 'Admin',
};

/**
 * The title of the route's screen on every navigation ("Search · Threads"; "Threads" for the feed and
 * until a profile or post has loaded). A layout effect: it runs before the screens' own
 * `useDocumentTitle` in the same commit, so theirs wins.
 */
export function useRouteTitle() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    document.title = appTitle(SCREEN_NAMES[pathname.split('/')[1] ?? '']);
  }, [pathname]);
}
