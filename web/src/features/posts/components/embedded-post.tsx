import { i18n } from '@lingui/core';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { EmbeddedPost as EmbeddedPostData } from '../types';
import { ContentWarning } from './content-warning';
import { PostHeader } from './post-header';
import { PostMedia } from './post-media';
import { PostText } from './post-text';

/** The quoted post inside a quote, as a card: a click (or Enter) on it opens the quoted post's page. */
export function EmbeddedPost({ post }: { post: EmbeddedPostData }) {
  const navigate = useNavigate();
  const href = `/${post.postedBy.username}/post/${post._id}`;
  const open = (event: MouseEvent<HTMLElement>) => {
    event.stopPropagation();
    const target = event.target as HTMLElement;
    if (target.closest('a, button, video') || window.getSelection()?.toString()) return;
    navigate(href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) navigate(href);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a link cannot hold the header's own links
    <div
      role="link"
      tabIndex={0}
      aria-label={i18n._('Post by {username}', { username: post.postedBy.username })}
      className="mt-3 cursor-pointer rounded-lg border border-zinc-300 p-3 hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-900"
      data-testid="reposted-original"
      onClick={open}
      onKeyDown={onKeyDown}
    >
      <EmbeddedPostBody post={post} />
    </div>
  );
}

/** The quoted post's header, text and media, as a quote shows them (and the composer, while quoting). */
export function EmbeddedPostBody({ post }: { post: EmbeddedPostData }) {
  return (
    <>
      <PostHeader post={post} />
      <div className="mt-2">
        <ContentWarning spoiler={post.spoiler}>
          <PostText text={post.text} />
          <PostMedia media={post} />
        </ContentWarning>
      </div>
    </>
  );
}
