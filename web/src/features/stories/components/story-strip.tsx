import { i18n } from '@lingui/core';
import { Plus as LucidePlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { staticIcon } from '../../../components/static-icon';
import { UserAvatar } from '../../../components/user-avatar';
import { useCurrentUser } from '../../../lib/current-user';
import { useStories } from '../api/get-stories';
import { groupStories, viewerStateFor } from '../lib/group-stories';

const Plus = staticIcon(LucidePlus);

// The dialog (and the dialog library) load when someone first wants to share.
const UploadStoryDialog = lazy(() => import('./upload-story-dialog'));

const circle =
  'flex w-18 shrink-0 flex-col items-center gap-1 rounded-lg p-1 focus-visible:outline-2 focus-visible:outline-sky-500';

/**
 * 'Share Feeling' first, then one circle per person with live stories, mine first. Unseen stories
 * have a coloured ring, seen ones a grey one. The strip keeps its height while loading.
 */
export function StoryStrip() {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const stories = useStories();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [uploadLoaded, setUploadLoaded] = useState(false);
  const groups = groupStories(stories.data ?? [], me?._id);

  return (
    <section
      aria-label={i18n._('Stories')}
      data-testid="story-strip"
      className="mb-4 border-b border-zinc-200 pb-3 dark:border-zinc-800"
    >
      <ul className="flex h-24 gap-2 overflow-x-auto overflow-y-hidden">
        <li>
          <button
            type="button"
            className={circle}
            onClick={() => {
              setUploadLoaded(true);
              setUploadOpen(true);
            }}
          >
            <span className="flex size-14 items-center justify-center rounded-full border-2 border-dashed border-zinc-400 dark:border-zinc-600">
              <Plus className="size-6" aria-hidden />
            </span>
            <span className="w-full text-center text-xs leading-tight">{i18n._('Share Feeling')}</span>
          </button>
        </li>
        {groups.map((group, index) => (
          <li key={group.user._id}>
            <button
              type="button"
              data-testid="story-circle"
              data-unseen={group.hasUnseen}
              aria-label={
                group.hasUnseen
                  ? i18n._("{username}'s stories, not seen yet", { username: group.user.username })
                  : i18n._("{username}'s stories", { username: group.user.username })
              }
              className={circle}
              onClick={() => navigate('/story-viewer', { state: viewerStateFor(groups, index) })}
            >
              <span
                className={`rounded-full p-0.5 ${
                  group.hasUnseen
                    ? 'bg-gradient-to-tr from-amber-400 via-pink-500 to-purple-600'
                    : 'bg-zinc-300 dark:bg-zinc-700'
                }`}
              >
                <span className="block rounded-full bg-white p-0.5 dark:bg-zinc-950">
                  <UserAvatar src={group.user.profilePic} name="" size="md" />
                </span>
              </span>
              <span className="w-full truncate text-center text-xs" aria-hidden>
                {group.user._id === me?._id ? i18n._('Your story') : group.user.username}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {uploadLoaded ? (
        <Suspense fallback={null}>
          <UploadStoryDialog open={uploadOpen} onOpenChange={setUploadOpen} />
        </Suspense>
      ) : null}
    </section>
  );
}
