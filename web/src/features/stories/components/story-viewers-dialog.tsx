import { i18n } from '@lingui/core';
import { Link } from 'react-router';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { UserAvatar } from '../../../components/user-avatar';
import { useStoryViewers } from '../api/get-story-viewers';

export default function StoryViewersDialog({
  storyId,
  open,
  onOpenChange,
}: {
  storyId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const viewers = useStoryViewers(storyId, open);
  const title = viewers.data
    ? i18n._('Story Viewers ({viewCount})', { viewCount: viewers.data.viewCount })
    : i18n._('Story Viewers');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title}>
      {viewers.isPending ? (
        <Spinner label={i18n._('Loading viewers')} />
      ) : !viewers.data || viewers.data.viewers.length === 0 ? (
        <p className="py-4 text-center">{i18n._('No viewers yet!')}</p>
      ) : (
        <ul className="space-y-2">
          {viewers.data.viewers.map((viewer) => (
            <li key={viewer._id}>
              <Link
                to={`/${viewer.username}`}
                className="flex items-center gap-3 rounded-md p-1 hover:bg-zinc-100 dark:hover:bg-zinc-800"
              >
                <UserAvatar src={viewer.profilePic} name="" size="sm" />
                <span className="font-semibold">{viewer.username}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
