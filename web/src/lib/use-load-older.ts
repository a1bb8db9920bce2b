import { useState } from 'react';

/**
 * A "Load older" control over a list paged by the server: fetches the page past the oldest item shown
 * (`cursor`), hands it to `merge`, and knows from a short page that nothing older is left.
 */
export function useLoadOlder<T>(options: {
  cursor: string | undefined;
  shown: number;
  pageSize: number;
  fetchPage: (cursor: string) => Promise<T[]>;
  merge: (older: T[]) => void;
  onError: (error: unknown) => void;
}) {
  const [loading, setLoading] = useState(false);
  const [exhausted, setExhausted] = useState(false);

  const loadOlder = async () => {
    if (!options.cursor || loading) return;
    setLoading(true);
    try {
      const older = await options.fetchPage(options.cursor);
      if (older.length < options.pageSize) setExhausted(true);
      options.merge(older);
    } catch (error) {
      options.onError(error);
    } finally {
      setLoading(false);
    }
  };

  return { hasOlder: !exhausted && options.shown >= options.pageSize, loading, loadOlder };
}
