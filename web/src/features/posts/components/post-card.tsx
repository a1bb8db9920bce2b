import { Repeat2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { isPendingPost } from '../cache';
import type { Post } from '../types';
import { PostActions } from './post-actions';
import { PostBody } from './post-body';
import { PostHeader } from './post-header';
import { PostMenu } from './post-menu';

/**
 * A post in a list. A click on empty card space opens the post page; links and buttons keep their own job.
 * `priority`: the list's first post, whose image is loaded at once (see PostMedia).
 */
export function PostCard({ post, priority = false }: { post: Post; priority?: boolean }) {
  const navigate = useNavigate();
  const href = `/${post.postedBy.username}/post/${post._id}`;
  const openPost = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (isPendingPost(post) || target.closest('a, button, video, [role="dialog"]')) return;
    if (window.getSelection()?.toString()) return;
    navigate(href);
  };
  const original = post.repostOf;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users reach the post page through the time link
    <article
      className="cursor-pointer border-b border-zinc-200 py-5 dark:border-zinc-800"
      data-testid="post-card"
      data-post-id={post._id}
      onClick={openPost}
    >
      {original ? (
        <p className="mb-2 flex items-center gap-1 text-sm text-zinc-600 dark:text-zinc-400">
          <Repeat2 className="size-4" aria-hidden />
          <Link to={`/${post.postedBy.username}`} className="hover:underline">
            {post.postedBy.username}
          </Link>{' '}
          reposted
        </p>
      ) : null}
      <PostHeader post={post}>
        <PostMenu post={post} />
      </PostHeader>
      <div className="mt-2 md:pl-15">
        <PostBody post={post} priority={priority} />
        <PostActions post={post} />
      </div>
    </article>
  );
}
