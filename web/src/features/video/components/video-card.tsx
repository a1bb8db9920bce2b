import { i18n } from '@lingui/core';
import { Heart, MessageCircle, Play, Volume2, VolumeX } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { useCurrentUser } from '../../../lib/current-user';
import { showError } from '../../../lib/toast';
import { useLikePost } from '../../posts/api/like-post';
import { likeCount, replyCount } from '../../posts/cache';
import type { Post } from '../../posts/types';
import { SafetyMenuButton } from '../../safety/components/safety-menu-button';
import { useAutoplay } from '../hooks/use-autoplay';
import { VideoProgress } from './video-progress';

const ReplyDialog = lazy(() =>
  import('../../posts/components/reply-dialog').then((module) => ({ default: module.ReplyDialog })),
);

/** White words with a dark outline of shadow: readable on a white video even where the gradient is thin. */
const readable = 'text-white drop-shadow-[0_1px_2px_rgb(0_0_0/0.9)]';
/** On phones the bottom bar lies over the video (3.5 rem); the caption and actions stay above it. */
const aboveBottomBar = 'max-md:mb-14';
const sideAction = `flex flex-col items-center gap-0.5 text-xs font-semibold ${readable}`;
const sideIcon =
  'flex size-11 items-center justify-center rounded-full bg-black/50 text-white backdrop-blur hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-sky-400';

/**
 * One full-height, snapping card of the video feed: the video (a tap pauses or plays it), its progress,
 * who posted it, its caption and actions over a gradient so they read on any video.
 */
export function VideoCard({
  post,
  muted,
  preload,
  onToggleMute,
  onSoundBlocked,
  onShown,
}: {
  post: Post;
  muted: boolean;
  /** The card on screen and the next one load ahead; the rest wait. */
  preload: 'auto' | 'none';
  onToggleMute: () => void;
  onSoundBlocked: () => void;
  onShown: () => void;
}) {
  const me = useCurrentUser();
  const like = useLikePost(post, me?._id);
  const liked = Boolean(me && post.likes.includes(me._id));
  const [replyOpen, setReplyOpen] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [progress, setProgress] = useState(0);
  const { container, video, toggle } = useAutoplay<HTMLElement>(onShown, onSoundBlocked);
  const author = post.postedBy;

  // The property, not only the attribute: a change after the first render must reach the player.
  useEffect(() => {
    if (video.current) video.current.muted = muted;
  }, [muted, video]);

  const onLike = () => {
    if (!me) return showError(i18n._('You must be logged in to like a post'));
    if (!like.isPending) like.mutate();
  };

  return (
    <article
      ref={container}
      data-testid="video-card"
      aria-label={i18n._('Video by {username}', { username: author?.username ?? i18n._('Anonymous') })}
      className="relative h-full snap-start snap-always overflow-hidden bg-black"
    >
      <video
        ref={video}
        src={post.video ?? undefined}
        poster={post.posterUrl ?? undefined}
        muted={muted}
        loop
        playsInline
        preload={preload}
        className="size-full object-contain"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(event) => {
          const { currentTime, duration } = event.currentTarget;
          if (duration > 0) setProgress((currentTime / duration) * 100);
        }}
      />
      <button
        type="button"
        aria-label={playing ? i18n._('Pause') : i18n._('Play')}
        onClick={toggle}
        className="absolute inset-0 flex items-center justify-center focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-sky-400"
      >
        {playing ? null : (
          <span className="flex size-16 items-center justify-center rounded-full bg-black/50 text-white">
            <Play className="size-8 fill-white" aria-hidden />
          </span>
        )}
      </button>
      <div
        data-testid="video-scrim"
        className="pointer-events-none absolute inset-x-0 bottom-0 h-2/3 bg-gradient-to-t from-black/85 via-black/40 to-transparent"
      />
      <div className={`absolute inset-x-0 bottom-0 p-4 pe-20 ${readable} ${aboveBottomBar}`}>
        {author ? (
          <Link to={`/${author.username}`} className="flex w-fit items-center gap-2 font-semibold hover:underline">
            <UserAvatar src={author.profilePic} name="" size="sm" />
            {author.username}
          </Link>
        ) : (
          <p className="flex items-center gap-2 font-semibold">
            <UserAvatar name="" size="sm" />
            {i18n._('@Anonymous')}
          </p>
        )}
        <p className="mt-2 line-clamp-3 break-words text-sm">{post.text || i18n._('No caption')}</p>
      </div>
      <div className={`absolute end-3 bottom-6 flex flex-col items-center gap-4 ${aboveBottomBar}`}>
        <div className={sideAction}>
          <button
            type="button"
            className={sideIcon}
            aria-label={liked ? i18n._('Unlike') : i18n._('Like')}
            aria-pressed={liked}
            onClick={onLike}
          >
            <Heart className={`size-6 ${liked ? 'fill-red-500 text-red-500' : ''}`} aria-hidden />
          </button>
          <span data-testid="like-count">
            {likeCount(post)}
            <span className="sr-only">
              {' '}
              {i18n._('{count, plural, one {like} other {likes}}', { count: likeCount(post) })}
            </span>
          </span>
        </div>
        <div className={sideAction}>
          <button type="button" className={sideIcon} aria-label={i18n._('Reply')} onClick={() => setReplyOpen(true)}>
            <MessageCircle className="size-6" aria-hidden />
          </button>
          <span>
            {replyCount(post)}
            <span className="sr-only">
              {' '}
              {i18n._('{count, plural, one {reply} other {replies}}', { count: replyCount(post) })}
            </span>
          </span>
        </div>
        <button
          type="button"
          className={sideIcon}
          aria-label={muted ? i18n._('Unmute') : i18n._('Mute')}
          onClick={onToggleMute}
        >
          {muted ? <VolumeX className="size-6" aria-hidden /> : <Volume2 className="size-6" aria-hidden />}
        </button>
        <SafetyMenuButton
          subject={author}
          label={i18n._('Video options')}
          report={{ target: { targetType: 'post', targetId: post._id }, label: i18n._('Report post') }}
          triggerClassName={sideIcon}
        />
      </div>
      <VideoProgress percent={progress} />
      {replyOpen ? (
        <Suspense fallback={null}>
          <ReplyDialog postId={post._id} open={replyOpen} onOpenChange={setReplyOpen} />
        </Suspense>
      ) : null}
    </article>
  );
}
