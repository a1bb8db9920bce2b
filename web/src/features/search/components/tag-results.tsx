import { i18n } from '@lingui/core';
import { Hash } from 'lucide-react';
import { Link } from 'react-router';
import { tagPath } from '../../posts/lib/post-words';
import { useTrendingTags } from '../../tags/api/get-trending-tags';
import { matchingTags } from '../lib/matching-tags';

const postCount = (posts: number) => i18n._('{count, plural, one {# post} other {# posts}}', { count: posts });

/**
 * Tags for a settled query, each leading to its page: trending ones starting with it, and a `#tag` query's own
 * tag. On the Top view (`hideWhenNone`) nothing shows when none match.
 */
export function TagResults({ query, hideWhenNone = false }: { query: string; hideWhenNone?: boolean }) {
  const trending = useTrendingTags();
  const tags = matchingTags(query, trending.data ?? []);
  if (hideWhenNone && tags.length === 0) return null;
  return (
    <section aria-labelledby="tag-results-heading" className="py-2" data-testid="tag-results">
      <h2 id="tag-results-heading" className="mb-1 font-bold">
        {i18n._('Tags')}
      </h2>
      {tags.length === 0 ? (
        <p className="py-4 text-center text-zinc-600 dark:text-zinc-400">
          {trending.isPending ? i18n._('Searching') : i18n._('No tags found')}
        </p>
      ) : (
        <ul>
          {tags.map(({ tag, posts }) => (
            <li key={tag}>
              <Link
                to={tagPath(tag)}
                className="flex items-center gap-3 rounded py-2 hover:underline focus-visible:outline-2 focus-visible:outline-sky-500"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-zinc-200 dark:bg-zinc-800">
                  <Hash className="size-5" aria-hidden />
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-semibold">#{tag}</span>
                  <span className="block text-sm text-zinc-600 dark:text-zinc-400">
                    {posts === undefined ? i18n._('See posts with this tag') : postCount(posts)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
