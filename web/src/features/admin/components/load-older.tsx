import { i18n } from '@lingui/core';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { buttonStyles } from '../../../components/button-styles';

/** "Load older" under a paged admin list, while the server has more. */
export function LoadOlder({ query }: { query: UseInfiniteQueryResult<unknown> }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center py-4">
      <button
        type="button"
        className={buttonStyles.ghost}
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {query.isFetchingNextPage ? i18n._('Loading…') : i18n._('Load older')}
      </button>
    </div>
  );
}
