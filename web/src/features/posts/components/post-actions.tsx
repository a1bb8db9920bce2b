import { i18n } from '@lingui/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  Bookmark as LucideBookmark,
  Heart as LucideHeart,
  MessageCircle as LucideMessageCircle,
  Send as LucideSend,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { staticIcon } from '../../../components/static-icon';
import { useClientMutation } from '../../../lib/client-mutation';
import { useCurrentUser } from '../../../lib/current-user';
import { showError, showSuccess } from '../../../lib/toast';
import { useLikePost } from '../api/like-post';
import { actedOnPost, isPendingPost, likeCount, replyCount } from '../cache';
import type { Post } from '../types';
import { RepostButton } from './repost-button';

const Bookmark = staticIcon(LucideBookmark);
const Heart = staticIcon(LucideHeart);
const MessageCircle = staticIcon(LucideMessageCircle);
const Send = staticIcon(LucideSend);

// The dialogs (and the dialog library) load on first use, keeping them out of every list's first load.
const ReplyDialog = lazy(() => import('./reply-dialog').then((module) => ({ default: module.ReplyDialog })));

export function postUrl(post: Post): string {
  return `${window.location.origin}/${post.postedBy.username}/post/${post._id}`;
}

async function sharePost(post: Post) {
  const url = postUrl(post);
  if (navigator.share) {
    try {
      await navigator.share({ url, title: `@${post.postedBy.username}` });
    } catch {
      // Closing the share sheet is not an error worth telling anyone about.
    }
    return;
  }
  await navigator.clipboard.writeText(url);
  showSuccess(i18n._('Post link copied.'));
}

/** A count beside its action's icon, read out with its noun ("3 likes"); none is shown for zero. */
function ActionCount({ count, noun, testId }: { count: number; noun: string; testId: string }) {
  if (count <= 0) return null;
  return (
    <span className="-ms-1 min-w-5 pe-2 text-sm text-zinc-600 tabular-nums dark:text-zinc-400" data-testid={testId}>
      {count}
      <span className="sr-only"> {noun}</span>
    </span>
  );
}

/** Every action and count of a plain repost card is its original's, as the server acts on the original. */
export function PostActions({ post: shown }: { post: Post }) {
  const post = actedOnPost(shown);
  const me = useCurrentUser();
  const like = useLikePost(post, me?._id);
  const queryClient = useQueryClient();
  const bookmark = useClientMutation({
    mutationFn: async (bookmarked: boolean) => {
      const { toggleBookmark } = await import('../api/bookmark-post');
      await toggleBookmark(queryClient, post, bookmarked);
    },
  });
  const bookmarked = Boolean(post.bookmarked);
  const liked = Boolean(me && post.likes.includes(me._id));
  const [replyOpen, setReplyOpen] = useState(false);
  const pending = isPendingPost(shown);
  const likes = likeCount(post);
  const replies = replyCount(post);
  const reposts = post.repostsCount;

  const onLike = () => {
    if (!me) return showError(i18n._('You must be logged in to like a post'));
    if (like.isPending) return;
    like.mutate();
  };
  const onBookmark = () => {
    if (!me) return showError(i18n._('You must be logged in to bookmark a post'));
    if (!bookmark.isPending) bookmark.mutate(!bookmarked);
  };
  const onReply = () => (me ? setReplyOpen(true) : showError(i18n._('You must be logged in to reply to a post')));

  return (
    <div className="mt-2">
      <div className="-ms-2 flex items-center">
        <button
          type="button"
          className={buttonStyles.icon}
          aria-label={liked ? i18n._('Unlike') : i18n._('Like')}
          aria-pressed={liked}
          disabled={pending}
          data-action="like"
          onClick={onLike}
        >
          <Heart className={`size-5 ${liked ? 'fill-red-500 text-red-500' : ''}`} aria-hidden />
        </button>
        <ActionCount
          count={likes}
          noun={i18n._('{count, plural, one {like} other {likes}}', { count: likes })}
          testId="like-count"
        />
        <button
          type="button"
          className={buttonStyles.icon}
          aria-label={i18n._('Reply')}
          disabled={pending}
          data-action="reply"
          onClick={onReply}
        >
          <MessageCircle className="size-5" aria-hidden />
        </button>
        <ActionCount
          count={replies}
          noun={i18n._('{count, plural, one {reply} other {replies}}', { count: replies })}
          testId="reply-count"
        />
        <RepostButton post={post} triggerClassName={buttonStyles.icon} disabled={pending} />
        <ActionCount
          count={reposts}
          noun={i18n._('{count, plural, one {repost} other {reposts}}', { count: reposts })}
          testId="repost-count"
        />
        <button
          type="button"
          className={buttonStyles.icon}
          aria-label={i18n._('Share')}
          disabled={pending}
          onClick={() => void sharePost(post)}
        >
          <Send className="size-5" aria-hidden />
        </button>
        <button
          type="button"
          className={`${buttonStyles.icon} ms-auto`}
          aria-label={bookmarked ? i18n._('Remove bookmark') : i18n._('Bookmark')}
          aria-pressed={bookmarked}
          disabled={pending}
          onClick={() => void onBookmark()}
        >
          <Bookmark className={`size-5 ${bookmarked ? 'fill-current' : ''}`} aria-hidden />
        </button>
      </div>
      <Suspense fallback={null}>
        {replyOpen ? <ReplyDialog postId={post._id} open={replyOpen} onOpenChange={setReplyOpen} /> : null}
      </Suspense>
    </div>
  );
}
