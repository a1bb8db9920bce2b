import { i18n } from '@lingui/core';
import { Link } from 'react-router';
import { tagPath } from '../../posts/lib/post-words';
import { useTrendingTags } from '../api/get-trending-tags';

const postCount = (posts: number) => i18n._('{count, plural, one {# post} other {# posts}}', { count: posts });

/** The day's most used tags, each leading to its page, with how many posts carry it. */
export function TrendingTags() {
  const trending = useTrendingTags();
  return (
    <section aria-labelledby="trending-tags-heading" className="py-4" data-testid="trending-tags">
      <h2 id="trending-tags-heading" className="mb-2 font-bold">
        {i18n._('Trending')}
      </h2>
      {trending.isPending ? (
        <div aria-busy="true" className="space-y-3">
          {Array.from({ length: 3 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of identical placeholders
            <div key={index} className="h-4 w-2/3 animate-pulse rounded bg-zinc-200 dark:bg-zinc-800" />
          ))}
        </div>
      ) : trending.isError ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{i18n._('Could not load the trending tags.')}</p>
      ) : trending.data.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{i18n._('No trending tags yet.')}</p>
      ) : (
        <ol>
          {trending.data.map(({ tag, posts }) => (
            <li key={tag}>
              <Link
                to={tagPath(tag)}
                className="flex items-baseline justify-between gap-3 rounded py-1.5 hover:underline focus-visible:outline-2 focus-visible:outline-sky-500"
              >
                <span className="truncate font-semibold">#{tag}</span>
                <span className="shrink-0 text-sm text-zinc-600 dark:text-zinc-400">{postCount(posts)}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
