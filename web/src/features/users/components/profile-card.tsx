import { i18n } from '@lingui/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles, pendingStyles } from '../../../components/button-styles';
import { ExternalLink } from '../../../components/external-link';
import { UserAvatar } from '../../../components/user-avatar';
import { useCurrentUser } from '../../../lib/current-user';
import { preloadOnApproach } from '../../../lib/preload-on-approach';
import { pageHost } from '../../../lib/server-render';
import { showError, showSuccess } from '../../../lib/toast';
import { useOnDemand } from '../../../lib/use-on-demand';
import { SafetyMenuButton } from '../../safety/components/safety-menu-button';
import { UnblockButton } from '../../safety/components/unblock-button';
import type { UserProfile } from '../types';
import { FollowButton } from './follow-button';
import { ProfileCounts } from './profile-counts';

// The picture's dialog (and the dialog library) loads on first open, or as the pointer or focus reaches it.
const loadAvatarDialog = () => import('./avatar-dialog').then((module) => module.AvatarDialog);

async function copyHandle(handle: string) {
  try {
    await navigator.clipboard.writeText(handle);
    showSuccess(i18n._('Copied {handle}', { handle }));
  } catch {
    showError(i18n._('Could not copy the link'));
  }
}

async function copyProfileLink() {
  try {
    await navigator.clipboard.writeText(window.location.href);
    showSuccess(i18n._('Profile link copied.'));
  } catch {
    showError(i18n._('Could not copy the link'));
  }
}

export function ProfileCard({ user }: { user: UserProfile }) {
  const me = useCurrentUser();
  const [avatarOpen, setAvatarOpen] = useState(false);
  const AvatarDialog = useOnDemand(loadAvatarDialog, avatarOpen);
  const avatarPending = avatarOpen && !AvatarDialog;
  const isOwner = me?._id === user._id;
  // A remote person's username is already `name@host`; ours is completed with this server's host.
  const page = pageHost();
  const host = user.host ?? page.host;
  const handle = user.remote || isOwner ? `@${user.remote ? user.username : `${user.username}@${host}`}` : null;
  return (
    <section className="space-y-4" aria-label={i18n._('Profile')}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words">{user.name}</h1>
          <div className="mt-1 flex items-center gap-2">
            <p className="text-sm break-all" data-testid="profile-handle">
              {handle ?? `@${user.username}`}
            </p>
            {isOwner && handle ? (
              <button
                type="button"
                onClick={() => void copyHandle(handle)}
                className="text-xs text-sky-700 hover:underline dark:text-sky-400"
              >
                {i18n._('Copy handle')}
              </button>
            ) : null}
            {user.remote && user.serverName ? (
              <span data-testid="profile-server-name" className="text-xs text-zinc-500 dark:text-zinc-400">
                {user.serverName}
              </span>
            ) : null}
            <span className="rounded-full bg-zinc-200 px-2 py-0.5 text-xs text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
              {user.remote ? user.host : page.hostname}
            </span>
          </div>
        </div>
        <button
          type="button"
          onClick={() => setAvatarOpen(true)}
          {...preloadOnApproach(loadAvatarDialog)}
          aria-label={i18n._('Enlarge profile picture')}
          aria-haspopup="dialog"
          aria-busy={avatarPending || undefined}
          className={`shrink-0 rounded-full focus-visible:outline-2 focus-visible:outline-sky-500${avatarPending ? ` ${pendingStyles}` : ''}`}
        >
          <UserAvatar src={user.profilePic} name={user.username} size="lg" />
        </button>
      </div>
      {user.bio ? <p className="break-words whitespace-pre-wrap">{user.bio}</p> : null}
      {user.movedTo ? (
        <p
          role="note"
          className="rounded border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950"
        >
          {i18n._('This account has moved.')}{' '}
          <Link to={`/${user.movedTo}`} className="font-semibold text-sky-700 hover:underline dark:text-sky-400">
            {i18n._('Go to @{handle}', { handle: user.movedTo })}
          </Link>
        </p>
      ) : null}
      {user.remote && user.url ? (
        <ExternalLink href={user.url} className="text-sm text-sky-700 hover:underline dark:text-sky-400">
          {i18n._('View on original server')}
        </ExternalLink>
      ) : null}
      <div>
        {isOwner ? (
          <Link to="/update" className={buttonStyles.secondary}>
            {i18n._('Update Profile')}
          </Link>
        ) : user.blockedByMe ? (
          <UnblockButton user={user} />
        ) : (
          <FollowButton user={user} />
        )}
      </div>
      <div className="flex items-center justify-between">
        <ProfileCounts user={user} linked={Boolean(me)} />
        <SafetyMenuButton
          forVisitors
          subject={user}
          label={i18n._('More options')}
          relation={{ blocked: user.blockedByMe, muted: user.mutedByMe }}
          report={{
            target: { targetType: 'user', targetId: user._id },
            label: i18n._('Report @{username}', { username: user.username }),
          }}
          actions={[{ label: i18n._('Copy link'), onSelect: () => void copyProfileLink() }]}
        />
      </div>
      {AvatarDialog ? <AvatarDialog user={user} open={avatarOpen} onOpenChange={setAvatarOpen} /> : null}
    </section>
  );
}
