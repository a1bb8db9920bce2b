import { i18n } from '@lingui/core';
import { appTitle } from '@threads/contract';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { drawingAsServer } from '../lib/server-render';

/** Screens named by their first path segment; the rest (profiles, posts) name themselves once loaded. */
const SCREEN_NAMES: Record<string, string> = {
  auth: /*i18n*/ 'Log in',
  'forgot-password': /*i18n*/ 'Forgot password',
  'reset-password': /*i18n*/ 'Reset password',
  update: /*i18n*/ 'Edit profile',
  settings: /*i18n*/ 'Settings',
  chat: /*i18n*/ 'Chat',
  notifications: /*i18n*/ 'Notifications',
  'story-viewer': /*i18n*/ 'Stories',
  video: /*i18n*/ 'Videos',
  search: /*i18n*/ 'Search',
  admin: /*i18n*/ 'Admin',
};

/**
 * The title of the route's screen on every navigation ("Search · Threads"; "Threads" for the feed and
 * until a profile or post has loaded). A layout effect: it runs before the screens' own
 * `useDocumentTitle` in the same commit, so theirs wins. Not while a drawing is hydrated: it has its title.
 */
export function useRouteTitle() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    // A drawn page came with its screen's title: setting the route's for a moment would only cost (a task's
    // 10-15 ms under a phone's CPU) until the screen set its own again.
    if (drawingAsServer()) return;
    const screen = SCREEN_NAMES[pathname.split('/')[1] ?? ''];
    document.title = appTitle(screen && i18n._(screen));
  }, [pathname]);
}
