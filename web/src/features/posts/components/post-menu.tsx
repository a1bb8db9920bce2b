import { i18n } from '@lingui/core';
import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { SafetyMenuButton } from '../../safety/components/safety-menu-button';
import { isPendingPost } from '../cache';
import type { Post } from '../types';

const EditPostDialog = lazy(() => import('./edit-post-dialog'));

/** A post from another server, on its own page there (a new tab; our page's address is not sent). */
function openOriginal(post: Post) {
  if (post.originalUrl) window.open(post.originalUrl, '_blank', 'noopener,noreferrer');
}

/** The post's "…" menu: Edit on my own post; Block, Mute and Report on someone else's; "View on original server". */
export function PostMenu({ post }: { post: Post }) {
  const me = useCurrentUser();
  const [editing, setEditing] = useState(false);
  if (isPendingPost(post)) return null;
  const mine = me?._id === post.postedBy._id;
  return (
    <>
      <SafetyMenuButton
        subject={post.postedBy}
        label={i18n._('Post options')}
        report={{ target: { targetType: 'post', targetId: post._id }, label: i18n._('Report post') }}
        actions={[
          ...(mine ? [{ label: i18n._('Edit'), onSelect: () => setEditing(true) }] : []),
          ...(post.originalUrl
            ? [{ label: i18n._('View on original server'), onSelect: () => openOriginal(post) }]
            : []),
        ]}
      />
      <Suspense fallback={null}>
        {editing ? <EditPostDialog post={post} open={editing} onOpenChange={setEditing} /> : null}
      </Suspense>
    </>
  );
}
