import { i18n } from '@lingui/core';
import { isTagQuery } from '../lib/matching-tags';
import { PeopleResults } from './people-results';
import { PostResults } from './post-results';
import { TagResults } from './tag-results';

/** People shown on the Top view before "See all people". */
const TOP_PEOPLE = 3;

/**
 * The Top view of a query: matching people (not for a `#tag` query), tags, then posts, each part with its own
 * loading, empty and failure state.
 */
export function TopResults({ query, onSeeAllPeople }: { query: string; onSeeAllPeople: () => void }) {
  const tagQuery = isTagQuery(query);
  return (
    <div data-testid="top-results">
      {tagQuery ? <TagResults query={query} /> : null}
      {tagQuery ? null : (
        <>
          <h2 className="mt-4 font-bold">{i18n._('People')}</h2>
          <PeopleResults query={query} limit={TOP_PEOPLE} onSeeAll={onSeeAllPeople} />
          <TagResults query={query} hideWhenNone />
        </>
      )}
      <h2 className="mt-4 font-bold">{i18n._('Posts')}</h2>
      <PostResults query={query} />
    </div>
  );
}
