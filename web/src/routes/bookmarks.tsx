import { i18n } from '@lingui/core';
import { useMemo } from 'react';
import { Spinner } from '../components/spinner';
import { useBookmarks } from '../features/posts/api/get-bookmarks';
import { PostList } from '../features/posts/components/post-list';
import { PostSkeletons } from '../features/posts/components/post-skeleton';
import { useErrorToast } from '../lib/use-error-toast';
import { useInfiniteScroll } from '../lib/use-infinite-scroll';

/** My bookmarked posts, most recently bookmarked first; visible to me only. */
export default function BookmarksScreen() {
  const bookmarks = useBookmarks();
  useErrorToast(bookmarks.error);
  const posts = useMemo(
    () => (bookmarks.isError ? [] : (bookmarks.data?.pages.flat() ?? [])),
    [bookmarks.data, bookmarks.isError],
  );
  const sentinel = useInfiniteScroll(
    () => {
      if (bookmarks.hasNextPage && !bookmarks.isFetchingNextPage) void bookmarks.fetchNextPage();
    },
    bookmarks.hasNextPage,
    bookmarks.data?.pages.length ?? 0,
  );

  return (
    <div className="mx-auto max-w-xl">
      <h1 className="border-b border-zinc-200 pb-3 text-xl font-bold dark:border-zinc-800">{i18n._('Bookmarks')}</h1>
      {bookmarks.isPending ? (
        <PostSkeletons />
      ) : posts.length === 0 ? (
        <p className="py-12 text-center text-zinc-600 dark:text-zinc-400">
          {i18n._('No bookmarks yet. Tap the bookmark on a post to keep it here.')}
        </p>
      ) : (
        <PostList posts={posts} />
      )}
      <div ref={sentinel} aria-hidden />
      {bookmarks.isFetchingNextPage ? <Spinner label={i18n._('Loading more bookmarks')} /> : null}
    </div>
  );
}
