import { i18n } from '@lingui/core';
import {
  Bell as LucideBell,
  Bookmark as LucideBookmark,
  Search as LucideSearch,
  Settings as LucideSettings,
  ShieldCheck as LucideShieldCheck,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonStyles } from '../components/button-styles';
import { staticIcon } from '../components/static-icon';
import { UserAvatar } from '../components/user-avatar';
import { useIsAdmin } from '../features/admin/lib/is-admin';
import { useUnreadTitle } from '../features/chat/hooks/use-unread-title';
import { toggleColorMode, useColorMode } from '../lib/color-mode';
import { useCurrentUser } from '../lib/current-user';
import { useOpenCreatePost } from './create-post-context';
import { Film, House, MessageCircle, Plus } from './nav-icons';
import { useUnreadCounts } from './unread-store';

const Bell = staticIcon(LucideBell);
const Bookmark = staticIcon(LucideBookmark);
const Search = staticIcon(LucideSearch);
const Settings = staticIcon(LucideSettings);
const ShieldCheck = staticIcon(LucideShieldCheck);

function IconLink({
  to,
  label,
  children,
  desktopOnly = false,
}: {
  to: string;
  label: string;
  children: ReactNode;
  desktopOnly?: boolean;
}) {
  return (
    <NavLink
      to={to}
      aria-label={label}
      title={label}
      className={`${buttonStyles.icon} ${desktopOnly ? 'max-md:hidden' : ''}`}
    >
      {children}
    </NavLink>
  );
}

export function UnreadBadge({ count, testId }: { count: number; testId?: string }) {
  if (count === 0) return null;
  return (
    <span
      data-testid={testId}
      aria-hidden
      className="absolute top-1 end-1 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-bold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

const overlayOnMobile =
  'max-md:fixed max-md:inset-x-0 max-md:pointer-events-none max-md:border-none max-md:bg-transparent! max-md:backdrop-blur-none';

/**
 * Title in the middle toggles dark and light; links on either side depend on who is looking.
 * `partlyHiddenOnMobile` keeps only the title on narrow screens, floating without a bar over the full-bleed
 * video feed (CONTRACT §2); the header takes no room there.
 */
export function Header({
  hiddenOnMobile,
  partlyHiddenOnMobile = false,
}: {
  hiddenOnMobile: boolean;
  partlyHiddenOnMobile?: boolean;
}) {
  const me = useCurrentUser();
  const mode = useColorMode();
  const openCreatePost = useOpenCreatePost();
  const { unread, unreadChats } = useUnreadCounts();
  useUnreadTitle(unreadChats);
  const isAdmin = useIsAdmin();
  return (
    <header
      className={`sticky top-0 z-30 border-b border-zinc-200 bg-white/90 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/90 ${hiddenOnMobile ? 'max-md:hidden' : ''} ${partlyHiddenOnMobile ? overlayOnMobile : ''}`}
    >
      <nav
        aria-label={i18n._('Main')}
        className="mx-auto grid h-14 max-w-5xl grid-cols-[1fr_auto_1fr] items-center px-2"
      >
        <div className={`flex items-center gap-1 ${partlyHiddenOnMobile ? 'max-md:invisible' : ''}`}>
          {me ? (
            <>
              <IconLink to="/" label={i18n._('Home')} desktopOnly>
                <House className="size-5" aria-hidden />
              </IconLink>
              <IconLink to="/search" label={i18n._('Search')}>
                <Search className="size-5" aria-hidden />
              </IconLink>
              <button
                type="button"
                onClick={() => openCreatePost()}
                aria-label={i18n._('Create post')}
                title={i18n._('Create post')}
                className={`${buttonStyles.icon} max-md:hidden`}
              >
                <Plus className="size-5" aria-hidden />
              </button>
            </>
          ) : (
            <Link to="/auth" state={{ mode: 'login' }} className={buttonStyles.ghost}>
              {i18n._('Login')}
            </Link>
          )}
        </div>
        <button
          type="button"
          onClick={toggleColorMode}
          aria-label={
            mode === 'dark' ? i18n._('Threads, switch to light mode') : i18n._('Threads, switch to dark mode')
          }
          className={`rounded-md px-3 py-1 text-xl font-black tracking-tight focus-visible:outline-2 focus-visible:outline-sky-500 ${partlyHiddenOnMobile ? 'max-md:pointer-events-auto max-md:text-white max-md:drop-shadow-[0_1px_2px_rgb(0_0_0/0.9)]' : ''}`}
        >
          {i18n._('Threads')}
        </button>
        <div className={`flex items-center justify-end gap-1 ${partlyHiddenOnMobile ? 'max-md:invisible' : ''}`}>
          {me ? (
            <>
              <IconLink to="/video" label={i18n._('Video')} desktopOnly>
                <Film className="size-5" aria-hidden />
              </IconLink>
              <NavLink
                to="/notifications"
                aria-label={unread ? i18n._('Notifications, {unread} unread', { unread }) : i18n._('Notifications')}
                title={i18n._('Notifications')}
                className={`${buttonStyles.icon} relative`}
              >
                <Bell className="size-5" aria-hidden />
                <UnreadBadge count={unread} />
              </NavLink>
              <NavLink
                to="/chat"
                aria-label={unreadChats ? i18n._('Chat, {unreadChats} unread', { unreadChats }) : i18n._('Chat')}
                title={i18n._('Chat')}
                className={`${buttonStyles.icon} relative max-md:hidden`}
              >
                <MessageCircle className="size-5" aria-hidden />
                <UnreadBadge count={unreadChats} testId="chat-badge" />
              </NavLink>
              <IconLink to="/bookmarks" label={i18n._('Bookmarks')}>
                <Bookmark className="size-5" aria-hidden />
              </IconLink>
              {isAdmin ? (
                <IconLink to="/admin" label={i18n._('Moderation')}>
                  <ShieldCheck className="size-5" aria-hidden />
                </IconLink>
              ) : null}
              <IconLink to="/settings" label={i18n._('Settings')}>
                <Settings className="size-5" aria-hidden />
              </IconLink>
              <Link
                to={`/${me.username}`}
                aria-label={i18n._('Your profile')}
                title={i18n._('Your profile')}
                className="ms-1 max-md:hidden"
              >
                <UserAvatar src={me.profilePic} name={me.username} size="sm" />
              </Link>
            </>
          ) : (
            <Link to="/auth" state={{ mode: 'signup' }} className={buttonStyles.ghost}>
              {i18n._('Sign up')}
            </Link>
          )}
        </div>
      </nav>
    </header>
  );
}
