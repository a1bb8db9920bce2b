import { Heart, MessageCircle, Volume2, VolumeX } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { useCurrentUser } from '../../../lib/current-user';
import { showError } from '../../../lib/toast';
import { useLikePost } from '../../posts/api/like-post';
import { likeCount, replyCount } from '../../posts/cache';
import type { Post } from '../../posts/types';
import { SafetyMenuButton } from '../../safety/components/safety-menu-button';
import { useAutoplay } from '../hooks/use-autoplay';

const ReplyDialog = lazy(() =>
  import('../../posts/components/reply-dialog').then((module) => ({ default: module.ReplyDialog })),
);

const sideAction = 'flex flex-col items-center gap-0.5 text-xs font-semibold text-white';
const sideIcon =
  'flex size-11 items-center justify-center rounded-full bg-black/50 text-white backdrop-blur hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-sky-400';

/** One full-height, snapping card of the video feed: the video, who posted it, its caption and actions. */
export function VideoCard({ post, muted, onToggleMute }: { post: Post; muted: boolean; onToggleMute: () => void }) {
  const me = useCurrentUser();
  const like = useLikePost(post, me?._id);
  const liked = Boolean(me && post.likes.includes(me._id));
  const [replyOpen, setReplyOpen] = useState(false);
  const { container, video } = useAutoplay<HTMLElement>();
  const author = post.postedBy;

  const onLike = () => {
    if (!me) return showError('You must be logged in to like a post');
    if (!like.isPending) like.mutate();
  };

  return (
    <article
      ref={container}
      data-testid="video-card"
      aria-label={`Video by ${author?.username ?? 'Anonymous'}`}
      className="relative h-full snap-start snap-always overflow-hidden bg-black"
    >
      <video
        ref={video}
        src={post.video ?? undefined}
        poster={post.posterUrl ?? undefined}
        muted={muted}
        loop
        playsInline
        preload="none"
        className="size-full object-contain"
      />
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-4 pr-20 text-white">
        {author ? (
          <Link to={`/${author.username}`} className="flex w-fit items-center gap-2 font-semibold hover:underline">
            <UserAvatar src={author.profilePic} name="" size="sm" />
            {author.username}
          </Link>
        ) : (
          <p className="flex items-center gap-2 font-semibold">
            <UserAvatar name="" size="sm" />
            @Anonymous
          </p>
        )}
        <p className="mt-2 line-clamp-3 break-words text-sm">{post.text || 'No caption'}</p>
      </div>
      <div className="absolute right-3 bottom-6 flex flex-col items-center gap-4">
        <div className={sideAction}>
          <button
            type="button"
            className={sideIcon}
            aria-label={liked ? 'Unlike' : 'Like'}
            aria-pressed={liked}
            onClick={onLike}
          >
            <Heart className={`size-6 ${liked ? 'fill-red-500 text-red-500' : ''}`} aria-hidden />
          </button>
          <span data-testid="like-count">
            {likeCount(post)}
            <span className="sr-only"> likes</span>
          </span>
        </div>
        <div className={sideAction}>
          <button type="button" className={sideIcon} aria-label="Reply" onClick={() => setReplyOpen(true)}>
            <MessageCircle className="size-6" aria-hidden />
          </button>
          <span>
            {replyCount(post)}
            <span className="sr-only"> replies</span>
          </span>
        </div>
        <button type="button" className={sideIcon} aria-label={muted ? 'Unmute' : 'Mute'} onClick={onToggleMute}>
          {muted ? <VolumeX className="size-6" aria-hidden /> : <Volume2 className="size-6" aria-hidden />}
        </button>
        <SafetyMenuButton
          subject={author}
          label="Video options"
          report={{ target: { targetType: 'post', targetId: post._id }, label: 'Report post' }}
          triggerClassName={sideIcon}
        />
      </div>
      {replyOpen ? (
        <Suspense fallback={null}>
          <ReplyDialog postId={post._id} open={replyOpen} onOpenChange={setReplyOpen} />
        </Suspense>
      ) : null}
    </article>
  );
}
