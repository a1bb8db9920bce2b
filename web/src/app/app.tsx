import type { QueryClient } from '@tanstack/react-query';
import { LocaleRoot } from '../lib/i18n/locale-root';
import { Providers } from './providers';
import { AppRoutes } from './router';

/** The whole app under its router: the same tree the browser renders and the server draws first screens with. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <LocaleRoot>
      <Providers queryClient={queryClient}>
        <AppRoutes />
      </Providers>
    </LocaleRoot>
  );
}
