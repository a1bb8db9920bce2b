import { i18n } from '@lingui/core';
import { PagedPosts } from '../../posts/components/paged-posts';
import { hasSearchWord, useSearchPosts } from '../api/search-posts';

/** Posts with every word of a settled query, newest first, paged as the reader scrolls. */
export function PostResults({ query }: { query: string }) {
  const posts = useSearchPosts(query);
  return (
    <section aria-label={i18n._('Post results')} className="mt-2" data-testid="post-search-results">
      {hasSearchWord(query) ? (
        <PagedPosts key={query.toLowerCase()} query={posts} empty={i18n._('No posts found')} />
      ) : (
        <p className="py-8 text-center text-zinc-600 dark:text-zinc-400">
          {query ? i18n._('No posts found') : i18n._('Search posts by the words in them.')}
        </p>
      )}
    </section>
  );
}
