import { i18n } from '@lingui/core';
import type { Post } from '../types';
import { ContentWarning } from './content-warning';
import { EmbeddedPost } from './embedded-post';
import { PostMedia } from './post-media';
import { PostText } from './post-text';

/**
 * A post's text and its media (or the original it reposts), behind its content warning if it has one.
 * `priority`: the page's first image, loaded at once (see PostMedia).
 */
export function PostBody({
  post,
  textClassName,
  priority = false,
}: {
  post: Post;
  textClassName?: string;
  priority?: boolean;
}) {
  const original = post.repostOf;
  return (
    <ContentWarning spoiler={post.spoiler}>
      <div className={textClassName}>
        <PostText text={post.text} />
      </div>
      {original ? (
        <EmbeddedPost post={original} />
      ) : post.quotedUnavailable ? (
        <p
          className="mt-3 rounded-lg border border-zinc-300 p-3 text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400"
          data-testid="post-unavailable"
        >
          {i18n._('This post is unavailable.')}
        </p>
      ) : (
        <PostMedia media={post} priority={priority} />
      )}
    </ContentWarning>
  );
}
