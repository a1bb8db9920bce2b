import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '../components/lazy-toaster';
import { ScrollToTop } from './scroll-to-top';
import { SessionRedirect } from './session-redirect';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
      <SessionRedirect />
      <ScrollToTop />
    </QueryClientProvider>
  );
}
