import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireUser, RequireVisitor } from './guards';
import { Layout } from './layout';
import { type LazyScreen, lazyScreen } from './lazy-screen';
import { matchedRoutes } from './route-matches';

// Each screen is its own chunk, fetched when its route is first visited (or, for a first load, by preloadScreen).
// The screens a first load lands on can be loaded ahead and then render at once (the server draws three of them).
const AuthScreen = lazyScreen(() => import('../routes/auth'));
export const HomeScreen = lazyScreen(() => import('../routes/home'));
const UpdateProfileScreen = lazy(() => import('../routes/update-profile'));
const SettingsScreen = lazy(() => import('../routes/settings'));
const ForgotPasswordScreen = lazy(() => import('../routes/forgot-password'));
const ResetPasswordScreen = lazy(() => import('../routes/reset-password'));
const ChatScreen = lazy(() => import('../routes/chat'));
const NotificationsScreen = lazy(() => import('../routes/notifications'));
const StoryViewerScreen = lazy(() => import('../routes/story-viewer'));
const VideoScreen = lazy(() => import('../routes/video'));
const BookmarksScreen = lazy(() => import('../routes/bookmarks'));
const FollowerListScreen = lazy(() => import('../routes/follower-list'));
const SearchScreen = lazy(() => import('../routes/search'));
const TagScreen = lazy(() => import('../routes/tag'));
export const ProfileScreen = lazyScreen(() => import('../routes/profile'));
export const PostScreen = lazyScreen(() => import('../routes/post'));
const BlockedAccountsScreen = lazy(() => import('../routes/blocked-accounts'));
const MutedAccountsScreen = lazy(() => import('../routes/muted-accounts'));
const MutedWordsScreen = lazy(() => import('../routes/muted-words'));
const AdminScreen = lazy(() => import('../routes/admin'));
const NotFoundScreen = lazy(() => import('../routes/not-found'));

/**
 * Fetches the chunk of the screen a first load lands on (the feed, /auth, a profile, a post) while the
 * language's catalogue is on its way, so the two arrive side by side rather than one after the other.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const parts = pathname.split('/').filter(Boolean);
  const screen: LazyScreen | null =
    parts.length === 0
      ? HomeScreen
      : parts[0] === 'auth'
        ? AuthScreen
        : parts.length === 3 && parts[1] === 'post'
          ? PostScreen
          : parts.length === 1 && !RESERVED_FIRST.has(parts[0] ?? '')
            ? ProfileScreen
            : null;
  return screen ? screen.preload() : Promise.resolve();
}

/** First path segments that are screens of their own, not usernames. */
const RESERVED_FIRST = new Set([
  'update',
  'settings',
  'chat',
  'notifications',
  'story-viewer',
  'video',
  'bookmarks',
  'reset-password',
  'admin',
  'search',
  'forgot-password',
]);

/** The routes of CONTRACT §2 with their access rules. */
const routes: RouteObject[] = [
  {
    Component: Layout,
    children: [
      {
        Component: RequireVisitor,
        children: [
          { path: 'auth', Component: AuthScreen },
          { path: 'forgot-password', Component: ForgotPasswordScreen },
        ],
      },
      {
        Component: RequireUser,
        children: [
          { index: true, Component: HomeScreen },
          { path: 'update', Component: UpdateProfileScreen },
          { path: 'settings', Component: SettingsScreen },
          { path: 'settings/blocked', Component: BlockedAccountsScreen },
          { path: 'settings/muted', Component: MutedAccountsScreen },
          { path: 'settings/muted-words', Component: MutedWordsScreen },
          { path: 'chat', Component: ChatScreen },
          { path: 'notifications', Component: NotificationsScreen },
          { path: 'story-viewer', Component: StoryViewerScreen },
          { path: 'video', Component: VideoScreen },
          { path: 'bookmarks', Component: BookmarksScreen },
          { path: ':username/followerlist', Component: FollowerListScreen },
        ],
      },
      { path: 'reset-password', Component: ResetPasswordScreen },
      { path: 'admin', Component: AdminScreen },
      { path: 'search', Component: SearchScreen },
      { path: 'tag/:tag', Component: TagScreen },
      { path: ':username', Component: ProfileScreen },
      { path: ':username/post/:pid', Component: PostScreen },
      { path: '*', Component: NotFoundScreen },
    ],
  },
];

export const AppRoutes = matchedRoutes(routes);
