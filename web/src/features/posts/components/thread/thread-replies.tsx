import { i18n } from '@lingui/core';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { buttonStyles } from '../../../../components/button-styles';
import { HydrateInTurn } from '../../../../components/hydrate-in-turn';
import { LoadFailed } from '../../../../components/load-failed';
import { Spinner } from '../../../../components/spinner';
import type { Thread } from '../../types';
import { ThreadReply } from './thread-reply';

/** The open post's replies, page by page, with their loading, empty and failed states. */
export function ThreadReplies({
  thread,
  postAuthorId,
}: {
  thread: UseInfiniteQueryResult<{ pages: Thread[] }>;
  postAuthorId: string | null;
}) {
  if (thread.isPending) return <Spinner label={i18n._('Loading replies')} />;
  if (thread.isError && !thread.data) {
    return (
      <LoadFailed
        message={i18n._("Couldn't load replies")}
        error={thread.error}
        onRetry={() => void thread.refetch()}
        retrying={thread.isFetching}
      />
    );
  }
  const items = thread.data?.pages.flatMap((page) => page.replies) ?? [];
  if (items.length === 0) {
    return <p className="py-8 text-center text-zinc-600 dark:text-zinc-400">{i18n._('No replies yet.')}</p>;
  }
  return (
    <>
      <ul data-testid="thread-replies">
        {items.map((item) => (
          <HydrateInTurn key={item.post._id}>
            <ThreadReply item={item} parentAuthorId={postAuthorId} />
          </HydrateInTurn>
        ))}
      </ul>
      {thread.isFetchingNextPage ? <Spinner label={i18n._('Loading more replies')} /> : null}
      {thread.isFetchNextPageError ? (
        <LoadFailed
          message={i18n._("Couldn't load more replies")}
          error={thread.error}
          onRetry={() => void thread.fetchNextPage()}
          retrying={thread.isFetching}
        />
      ) : thread.hasNextPage && !thread.isFetchingNextPage ? (
        <div className="py-4 text-center">
          <button type="button" className={buttonStyles.secondary} onClick={() => void thread.fetchNextPage()}>
            {i18n._('Show more replies')}
          </button>
        </div>
      ) : null}
    </>
  );
}
