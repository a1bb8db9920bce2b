import { MutationCache, QueryClient } from '@tanstack/react-query';
import { errorMessage, showError } from '../lib/toast';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The mutation tells of its own failure (in its own words, or only in the console): no toast here. */
      silentError?: boolean;
      /** The failure toast's title, when 'Error' does not say enough. */
      errorTitle?: string;
    };
  }
}

/**
 * The app's query client. A failed mutation shows its error once, here (CONTRACT §8: an 'Error' toast with the
 * server's message, or the exception's), so no mutation repeats it; one that speaks for itself opts out with
 * `meta: { silentError: true }`. Reads stay on screen until asked for: no refetch on window focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _onMutateResult, mutation) => {
        if (mutation.meta?.silentError) return;
        showError(errorMessage(error), mutation.meta?.errorTitle);
      },
    }),
    // 'always': a request made offline fails at once with "You're offline" (lib/api-response.ts) instead of
    // waiting, silently paused, for the browser to come back online.
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
}
