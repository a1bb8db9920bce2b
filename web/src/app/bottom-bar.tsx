import { i18n } from '@lingui/core';
import { User as LucideUser } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { staticIcon } from '../components/static-icon';
import { useCurrentUser } from '../lib/current-user';
import { useOpenCreatePost } from './create-post-context';
import { UnreadBadge } from './header';
import { Film, House, MessageCircle, Plus } from './nav-icons';
import { useUnreadCounts } from './unread-store';

const User = staticIcon(LucideUser);

const item =
  'flex flex-1 flex-col items-center justify-center gap-0.5 py-2 text-xs text-zinc-600 aria-[current=page]:text-zinc-950 dark:text-zinc-400 dark:aria-[current=page]:text-white';

/** Over the full-bleed video feed the bar is see-through, its words white. */
const overVideo =
  'border-white/15! bg-black/45! backdrop-blur [&_a]:text-white/80! [&_button]:text-white/80! [&_a[aria-current=page]]:text-white!';

/** The fixed bar for logged-in users on screens 768 px wide or narrower. */
export function BottomBar() {
  const me = useCurrentUser();
  const openCreatePost = useOpenCreatePost();
  const { unreadChats } = useUnreadCounts();
  const { pathname } = useLocation();
  if (!me) return null;
  return (
    <nav
      aria-label={i18n._('Bottom navigation')}
      data-testid="bottom-bar"
      className={`fixed inset-x-0 bottom-0 z-30 flex border-t border-zinc-200 bg-white md:hidden dark:border-zinc-800 dark:bg-zinc-950 ${pathname === '/video' ? overVideo : ''}`}
    >
      <NavLink to="/" end className={item}>
        <House className="size-5" aria-hidden />
        {i18n._('Home')}
      </NavLink>
      <NavLink to="/chat" className={`${item} relative`}>
        <MessageCircle className="size-5" aria-hidden />
        {i18n._('Chat')}
        <UnreadBadge count={unreadChats} testId="chat-badge-bottom" />
        {/* Named by its words ("Chat, 2 unread"), the badge being only the picture of the count. */}
        {unreadChats ? <span className="sr-only">{i18n._(', {count} unread', { count: unreadChats })}</span> : null}
      </NavLink>
      <button type="button" onClick={() => openCreatePost()} className={item}>
        <Plus className="size-5" aria-hidden />
        {i18n._('Add')}
      </button>
      <NavLink to="/video" className={item}>
        <Film className="size-5" aria-hidden />
        {i18n._('Video')}
      </NavLink>
      <NavLink to={`/${me.username}`} end className={item}>
        <User className="size-5" aria-hidden />
        {i18n._('Profile')}
      </NavLink>
    </nav>
  );
}
