import { i18n } from '@lingui/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DeleteButton } from '../components/delete-button';
import { HydrateInTurn } from '../components/hydrate-in-turn';
import { LoadFailed } from '../components/load-failed';
import { Spinner } from '../components/spinner';
import { useDeletePost } from '../features/posts/api/delete-post';
import { usePost } from '../features/posts/api/get-post';
import { useThread } from '../features/posts/api/get-thread';
import { HiddenPostNote } from '../features/posts/components/hidden-post-note';
import { PostActions } from '../features/posts/components/post-actions';
import { PostBody } from '../features/posts/components/post-body';
import { PostHeader } from '../features/posts/components/post-header';
import { PostMenu } from '../features/posts/components/post-menu';
import { ReplyForm } from '../features/posts/components/reply-form';
import { ReplyingTo } from '../features/posts/components/replying-to';
import { AncestorList } from '../features/posts/components/thread/ancestor-post';
import { ThreadReplies } from '../features/posts/components/thread/thread-replies';
import { isHidden, type Post } from '../features/posts/types';
import { ApiError } from '../lib/api';
import { useCurrentUser } from '../lib/current-user';
import { showSuccess } from '../lib/toast';
import { postTitle, useDocumentTitle } from '../lib/use-document-title';
import { useErrorToast } from '../lib/use-error-toast';

function DeletePostButton({ post }: { post: Post }) {
  const navigate = useNavigate();
  const remove = useDeletePost();
  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(post._id, {
      onSuccess: () => {
        showSuccess(i18n._('Post deleted'));
        navigate(`/${post.postedBy.username}`);
      },
    });
  };
  return (
    <DeleteButton
      label={i18n._('Delete post')}
      question={i18n._('Are you sure you want to delete this post?')}
      onConfirm={confirm}
    />
  );
}

/** The open post in full: header, words and media, actions, and the reply box for a logged-in reader. */
function OpenPost({ post }: { post: Post }) {
  const me = useCurrentUser();
  return (
    <>
      <h1 className="sr-only">{i18n._('Post by {username}', { username: post.postedBy.username })}</h1>
      <PostHeader post={post}>
        {me?._id === post.postedBy._id ? <DeletePostButton post={post} /> : null}
        <PostMenu post={post} />
      </PostHeader>
      <ReplyingTo post={post} />
      <div className="mt-3">
        <PostBody post={post} textClassName="text-lg" priority />
      </div>
      <PostActions post={post} />
      {me ? (
        <div className="mt-4" data-testid="inline-reply">
          <ReplyForm postId={post._id} rows={2} />
        </div>
      ) : null}
    </>
  );
}

/**
 * A post in its thread: the posts above it (compact, each leading to its page), the post, then its replies
 * as full cards, each with its first replies. A deleted post with replies shows as "This post was deleted".
 */
function PostPage() {
  const { pid = '' } = useParams();
  const post = usePost(pid);
  const thread = useThread(pid);
  useErrorToast(post.error && !thread.data ? post.error : null);
  useDocumentTitle(post.data ? postTitle(post.data) : undefined);
  const first = thread.data?.pages[0];
  const opened = useRef<HTMLDivElement>(null);
  const hasAncestors = Boolean(first?.ancestors.length);
  // Opened below its ancestors, the post itself comes into view, as a reply is what the reader asked for.
  useEffect(() => {
    if (hasAncestors) opened.current?.scrollIntoView({ block: 'start' });
  }, [hasAncestors]);

  if (post.isPending && !first) return <Spinner />;
  const shown = post.data ?? (first && !isHidden(first.post) ? first.post : undefined);
  const placeholder = !shown && first && isHidden(first.post) ? first.post : undefined;
  if (!shown && !placeholder) {
    if (thread.isPending) return <Spinner />;
    const failure = post.error ?? thread.error;
    if (failure && !(failure instanceof ApiError && failure.status === 404)) {
      const retry = () => void Promise.all([post.refetch(), thread.refetch()]);
      return (
        <LoadFailed
          message={i18n._("Couldn't load this post")}
          error={failure}
          onRetry={retry}
          retrying={post.isFetching}
        />
      );
    }
    return <p className="py-16 text-center text-lg font-semibold">{i18n._('Post not found')}</p>;
  }
  return (
    <article className="mx-auto max-w-xl" data-testid="post-page">
      <AncestorList ancestors={first?.ancestors ?? []} />
      <div ref={opened} className="scroll-mt-20" data-testid="open-post">
        {/* In a task of its own when hydrating a drawing (its text, links and actions are the most work). */}
        <HydrateInTurn>
          <div>{shown ? <OpenPost post={shown} /> : placeholder ? <HiddenPostNote post={placeholder} /> : null}</div>
        </HydrateInTurn>
      </div>
      <h2 className="mt-6 border-b border-zinc-200 pb-2 font-semibold dark:border-zinc-800">{i18n._('Replies')}</h2>
      <ThreadReplies thread={thread} postAuthorId={shown?.postedBy._id ?? null} />
    </article>
  );
}

/** In a turn of its own when hydrating a drawing, after the app's shell (`HydrateInTurn`). */
export default function PostScreen() {
  return (
    <HydrateInTurn>
      <PostPage />
    </HydrateInTurn>
  );
}
