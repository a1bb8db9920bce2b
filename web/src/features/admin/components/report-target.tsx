import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import type { AdminReport } from '../types';

interface Person {
  _id?: string;
  username?: string;
  profilePic?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const person = (value: unknown) => (value && typeof value === 'object' ? (value as Person) : null);

/** The reported content as it was when reported: its author, its text and its picture or video. */
export function ReportTargetPreview({ report }: { report: AdminReport }) {
  // The snapshot's shape is the reported thing's own: a post, a reply, a user, a story or a message.
  const target = report.target && typeof report.target === 'object' ? (report.target as Record<string, unknown>) : null;
  if (!target)
    return <p className="text-sm text-zinc-600 italic dark:text-zinc-400">The content is no longer available.</p>;
  const author =
    report.targetType === 'user'
      ? (target as Person)
      : report.targetType === 'reply'
        ? { username: text(target.username) ?? undefined, profilePic: text(target.userProfilePic) ?? undefined }
        : (person(target.postedBy) ?? person(target.user));
  const body = text(target.text) ?? text(target.bio);
  const image = text(target.img) ?? (target.mediaType === 'image' ? text(target.mediaUrl) : null);
  const video = text(target.video) ?? (target.mediaType === 'video' ? text(target.mediaUrl) : null);
  return (
    <div className="space-y-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800" data-testid="report-target">
      {author?.username ? (
        <Link to={`/${author.username}`} className="flex w-fit items-center gap-2 font-semibold hover:underline">
          <UserAvatar src={author.profilePic} name={author.username} size="sm" />@{author.username}
        </Link>
      ) : null}
      {body ? <p className="break-words whitespace-pre-wrap">{body}</p> : null}
      {image ? <img src={image} alt="Reported attachment" className="max-h-48 rounded-md" /> : null}
      {/* biome-ignore lint/a11y/useMediaCaption: user videos have no captions */}
      {video ? <video src={video} controls preload="metadata" className="max-h-48 rounded-md" /> : null}
    </div>
  );
}
