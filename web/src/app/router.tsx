import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RequireUser, RequireVisitor } from './guards';
import { Layout } from './layout';
import { type LazyScreen, lazyScreen } from './lazy-screen';

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
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route element={<RequireVisitor />}>
          <Route path="auth" element={<AuthScreen />} />
          <Route path="forgot-password" element={<ForgotPasswordScreen />} />
        </Route>
        <Route element={<RequireUser />}>
          <Route index element={<HomeScreen />} />
          <Route path="update" element={<UpdateProfileScreen />} />
          <Route path="settings" element={<SettingsScreen />} />
          <Route path="settings/blocked" element={<BlockedAccountsScreen />} />
          <Route path="settings/muted" element={<MutedAccountsScreen />} />
          <Route path="settings/muted-words" element={<MutedWordsScreen />} />
          <Route path="chat" element={<ChatScreen />} />
          <Route path="notifications" element={<NotificationsScreen />} />
          <Route path="story-viewer" element={<StoryViewerScreen />} />
          <Route path="video" element={<VideoScreen />} />
          <Route path="bookmarks" element={<BookmarksScreen />} />
          <Route path=":username/followerlist" element={<FollowerListScreen />} />
        </Route>
        <Route path="reset-password" element={<ResetPasswordScreen />} />
        <Route path="admin" element={<AdminScreen />} />
        <Route path="search" element={<SearchScreen />} />
        <Route path="tag/:tag" element={<TagScreen />} />
        <Route path=":username" element={<ProfileScreen />} />
        <Route path=":username/post/:pid" element={<PostScreen />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
