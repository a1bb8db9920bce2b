import { Trash2 } from 'lucide-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { buttonStyles } from '../components/button-styles';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Spinner } from '../components/spinner';
import { useDeletePost } from '../features/posts/api/delete-post';
import { usePost } from '../features/posts/api/get-post';
import { PostActions } from '../features/posts/components/post-actions';
import { PostBody } from '../features/posts/components/post-body';
import { PostHeader } from '../features/posts/components/post-header';
import { PostMenu } from '../features/posts/components/post-menu';
import { ReplyForm } from '../features/posts/components/reply-form';
import { ReplyRow } from '../features/posts/components/reply-row';
import { useScrollToHash } from '../features/posts/hooks/use-scroll-to-hash';
import { replyAnchor } from '../features/posts/lib/reply-anchor';
import type { Post } from '../features/posts/types';
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
        showSuccess('Post deleted');
        navigate(`/${post.postedBy.username}`);
      },
    });
  };
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={buttonStyles.icon} aria-label="Delete post">
          <Trash2 className="size-4" aria-hidden />
        </button>
      }
      title="Delete post"
      description="Are you sure you want to delete this post?"
      confirmLabel="Delete"
      onConfirm={confirm}
    />
  );
}

export default function PostScreen() {
  const { pid = '' } = useParams();
  const me = useCurrentUser();
  const post = usePost(pid);
  useErrorToast(post.error);
  const { hash } = useLocation();
  useScrollToHash(hash, Boolean(post.data));
  useDocumentTitle(post.data ? postTitle(post.data) : undefined);

  if (post.isPending) return <Spinner />;
  if (!post.data) return <p className="py-16 text-center text-lg font-semibold">Post not found</p>;
  const shown = post.data;
  return (
    <article className="mx-auto max-w-xl" data-testid="post-page">
      <h1 className="sr-only">Post by {shown.postedBy.username}</h1>
      <PostHeader post={shown}>
        {me?._id === shown.postedBy._id ? <DeletePostButton post={shown} /> : null}
        <PostMenu post={shown} />
      </PostHeader>
      <div className="mt-3">
        <PostBody post={shown} textClassName="text-lg" priority />
      </div>
      <PostActions post={shown} />
      {me ? (
        <div className="mt-4" data-testid="inline-reply">
          <ReplyForm postId={shown._id} rows={2} />
        </div>
      ) : null}
      <h2 className="mt-6 border-b border-zinc-200 pb-2 font-semibold dark:border-zinc-800">Replies</h2>
      <ul>
        {shown.replies.map((reply) => (
          <ReplyRow
            key={reply._id}
            reply={reply}
            postOwnerId={shown.postedBy._id}
            highlighted={hash === `#${replyAnchor(reply._id)}`}
          />
        ))}
      </ul>
    </article>
  );
}
