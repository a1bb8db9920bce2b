import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '../components/lazy-toaster';
import { prefetchFirstScreen } from './prefetch-first-screen';
import { createQueryClient } from './query-client';
import { ScrollToTop } from './scroll-to-top';
import { SessionRedirect } from './session-redirect';

const queryClient = createQueryClient();
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
