import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '../components/lazy-toaster';
import { prefetchFirstScreen } from './prefetch-first-screen';
import { ScrollToTop } from './scroll-to-top';
import { SessionRedirect } from './session-redirect';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});
prefetchFirstScreen(queryClient);

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
      <SessionRedirect />
      <ScrollToTop />
    </QueryClientProvider>
  );
}
