import { i18n } from '@lingui/core';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import type { AdminReport } from '../types';

const shown = (value: string | null | undefined) => value || null;

/** The reported content as it was when reported: its author, its text and its picture or video. */
export function ReportTargetPreview({ report }: { report: AdminReport }) {
  const { target, targetType } = report;
  if (!target)
    return (
      <p className="text-sm text-zinc-600 italic dark:text-zinc-400">{i18n._('The content is no longer available.')}</p>
    );
  // The snapshot's shape is the reported thing's own: a post, a reply, a user, a story or a message.
  const author =
    targetType === 'user'
      ? target
      : targetType === 'reply'
        ? { username: target.username, profilePic: target.userProfilePic }
        : (target.postedBy ?? target.user);
  const body = shown(target.text) ?? shown(target.bio);
  const image = shown(target.img) ?? (target.mediaType === 'image' ? shown(target.mediaUrl) : null);
  const video = shown(target.video) ?? (target.mediaType === 'video' ? shown(target.mediaUrl) : null);
  return (
    <div className="space-y-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800" data-testid="report-target">
      {author?.username ? (
        <Link to={`/${author.username}`} className="flex w-fit items-center gap-2 font-semibold hover:underline">
          <UserAvatar src={author.profilePic} name={author.username} size="sm" />@{author.username}
        </Link>
      ) : null}
      {body ? <p className="break-words whitespace-pre-wrap">{body}</p> : null}
      {image ? <img src={image} alt={i18n._('Reported attachment')} className="max-h-48 rounded-md" /> : null}
      {/* biome-ignore lint/a11y/useMediaCaption: user videos have no captions */}
      {video ? <video src={video} controls preload="metadata" className="max-h-48 rounded-md" /> : null}
    </div>
  );
}
