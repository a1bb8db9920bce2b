import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { actedOnPost, isPendingPost } from '../cache';
import type { Post } from '../types';
import { PostActions } from './post-actions';
import { PostBody } from './post-body';
import { PostHeader } from './post-header';
import { PostMenu } from './post-menu';
import { ReplyingTo } from './replying-to';
import { RepostLine } from './repost-line';

/**
 * A post in a list. A click on empty card space opens the post page; links and buttons keep their own job.
 * `priority`: the list's first post, whose image is loaded at once (see PostMedia). A reply says what it
 * answers, unless its thread shows that (`inThread`); `controls` go beside its menu.
 */
export function PostCard({
  post,
  priority = false,
  inThread = false,
  controls,
}: {
  post: Post;
  priority?: boolean;
  inThread?: boolean;
  controls?: ReactNode;
}) {
  const navigate = useNavigate();
  const opened = actedOnPost(post);
  const href = `/${opened.postedBy.username}/post/${opened._id}`;
  const openPost = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (isPendingPost(post) || target.closest('a, button, video, [role="dialog"]')) return;
    if (window.getSelection()?.toString()) return;
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users reach the post page through the time link
    <article
      className={`cursor-pointer py-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 ${inThread ? '' : 'border-b border-zinc-200 dark:border-zinc-800'}`}
      // The feed's j/k keys focus a post (feed/components/feed-shortcuts.tsx).
      tabIndex={-1}
      data-testid="post-card"
      data-post-id={post._id}
      onClick={openPost}
    >
      {post.plainRepost ? <RepostLine post={post} /> : null}
      <PostHeader post={opened}>
        {controls}
        <PostMenu post={opened} />
      </PostHeader>
      <div className="mt-2 md:ps-15">
        {inThread ? null : <ReplyingTo post={opened} />}
        <PostBody post={opened} priority={priority} />
        <PostActions post={post} />
      </div>
    </article>
  );
}
