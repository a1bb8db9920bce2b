import { i18n } from '@lingui/core';
import { ArrowLeft, ChevronLeft, ChevronRight, Eye, Trash2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useHideBottomBar } from '../../../app/bottom-bar-context';
import { RelativeTime } from '../../../components/relative-time';
import { UserAvatar } from '../../../components/user-avatar';
import { useCurrentUser } from '../../../lib/current-user';
import { SafetyMenuButton } from '../../safety/components/safety-menu-button';
import { useDeleteStory } from '../api/delete-story';
import { useViewStory } from '../api/view-story';
import { useStoryGestures } from '../hooks/use-story-gestures';
import { useStoryKeys } from '../hooks/use-story-keys';
import { useStoryProgress } from '../hooks/use-story-progress';
import type { StoryViewerState } from '../types';
import { StoryMedia } from './story-media';
import { StoryProgressBar } from './story-progress-bar';

const StoryViewersDialog = lazy(() => import('./story-viewers-dialog'));

const control =
  'inline-flex size-10 items-center justify-center rounded-full bg-black/40 text-white hover:bg-black/60 focus-visible:outline-2 focus-visible:outline-sky-400 disabled:opacity-50';

/**
 * Plays the stories in order from the chosen one; a person's run is followed by the next person's.
 * Next after the last and previous before the first go home. Press and hold (or hold Space) pauses; a tap
 * on the left third goes back, elsewhere forward; a swipe down closes. On phones it fills the screen.
 */
export function StoryPlayer({ userStories, initialStoryIndex }: StoryViewerState) {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const [index, setIndex] = useState(() => Math.min(Math.max(0, initialStoryIndex), userStories.length - 1));
  const [held, setHeld] = useState(false);
  const [viewersOpen, setViewersOpen] = useState(false);
  const [menuActive, setMenuActive] = useState(false);
  const [readyId, setReadyId] = useState<string | null>(null);
  const markViewed = useViewStory();
  const remove = useDeleteStory();
  const marked = useRef(new Set<string>());
  const story = userStories[index];
  const isOwner = Boolean(me && story && story.user._id === me._id);
  const paused = held || viewersOpen || menuActive || remove.isPending;

  const goHome = () => navigate('/');
  const next = () => (index >= userStories.length - 1 ? goHome() : setIndex(index + 1));
  const prev = () => (index <= 0 ? goHome() : setIndex(index - 1));

  // An image's five seconds start once it is on screen.
  const ticking = story?.mediaType === 'image' && readyId === story._id && !paused;
  const [progress, setProgress] = useStoryProgress(story?._id ?? '', ticking, next);

  const shown = () => {
    if (!story) return;
    setReadyId(story._id);
    if (isOwner || story.viewed || marked.current.has(story._id)) return;
    marked.current.add(story._id);
    markViewed(story._id);
  };

  const openViewers = () => {
    if (!story) return;
    markViewed(story._id);
    setViewersOpen(true);
  };

  const deleteCurrent = () => {
    if (!story || remove.isPending) return;
    remove.mutate(story._id, { onSuccess: goHome });
  };

  useStoryKeys({ next, prev, close: goHome, hold: setHeld }, !viewersOpen && !menuActive);
  const gestures = useStoryGestures({ next, prev, close: goHome, hold: setHeld });
  useHideBottomBar(true);

  if (!story) return null;
  return (
    <section
      aria-label={i18n._('Story viewer')}
      data-testid="story-viewer"
      className="relative mx-auto flex w-full max-w-md flex-col overflow-hidden bg-black text-white max-md:fixed max-md:inset-0 max-md:z-40 max-md:h-dvh max-md:max-w-none md:h-[calc(100dvh-7rem)] md:rounded-lg"
    >
      <div className="absolute inset-x-0 top-0 z-10 space-y-3 bg-gradient-to-b from-black/70 to-transparent p-3">
        <StoryProgressBar stories={userStories} index={index} progress={progress} />
        <div className="flex items-center gap-2">
          <button type="button" className={control} aria-label={i18n._('Back')} onClick={goHome}>
            <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden />
          </button>
          <UserAvatar src={story.user.profilePic} name="" size="sm" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold" data-testid="story-author">
              {story.user.username}
            </p>
            <p className="text-xs text-zinc-200">
              <RelativeTime date={story.createdAt} />
            </p>
          </div>
          {isOwner ? (
            <>
              <button type="button" className={control} aria-label={i18n._('Story viewers')} onClick={openViewers}>
                <Eye className="size-5" aria-hidden />
              </button>
              <button
                type="button"
                className={control}
                aria-label={i18n._('Delete story')}
                onClick={deleteCurrent}
                disabled={remove.isPending}
              >
                <Trash2 className="size-5" aria-hidden />
              </button>
            </>
          ) : (
            <SafetyMenuButton
              subject={story.user}
              label={i18n._('Story options')}
              report={{ target: { targetType: 'story', targetId: story._id }, label: i18n._('Report story') }}
              triggerClassName={control}
              onBlocked={goHome}
              onActiveChange={setMenuActive}
            />
          )}
        </div>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: taps, hold and swipe; the keyboard has arrows, Space and Escape */}
      <div
        className="flex-1 touch-none select-none"
        data-testid="story-media"
        style={
          gestures.dragY
            ? { transform: `translateY(${gestures.dragY}px)`, opacity: 1 - gestures.dragY / 600 }
            : undefined
        }
        {...gestures.handlers}
        onContextMenu={(event) => event.preventDefault()}
      >
        <StoryMedia
          story={story}
          paused={paused}
          onShown={shown}
          onFailed={() => setReadyId(story._id)}
          onVideoProgress={setProgress}
          onVideoEnd={next}
        />
      </div>
      <button
        type="button"
        className={`${control} absolute top-1/2 start-2 z-10 -translate-y-1/2`}
        aria-label={i18n._('Previous story')}
        onClick={prev}
      >
        <ChevronLeft className="size-6 rtl:-scale-x-100" aria-hidden />
      </button>
      <button
        type="button"
        className={`${control} absolute top-1/2 end-2 z-10 -translate-y-1/2`}
        aria-label={i18n._('Next story')}
        onClick={next}
      >
        <ChevronRight className="size-6 rtl:-scale-x-100" aria-hidden />
      </button>
      {viewersOpen ? (
        <Suspense fallback={null}>
          <StoryViewersDialog storyId={story._id} open={viewersOpen} onOpenChange={setViewersOpen} />
        </Suspense>
      ) : null}
    </section>
  );
}
