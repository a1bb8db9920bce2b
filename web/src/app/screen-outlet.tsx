import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/spinner';

/**
 * The current screen, with a spinner while its chunk loads. The boundary is new for every path: preact/compat's
 * Suspense, left for another screen while the previous one's chunk was still loading (Back pressed at once),
 * kept showing nothing even after that chunk arrived.
 */
export function ScreenOutlet() {
  const { pathname } = useLocation();
  return (
    <Suspense key={pathname} fallback={<Spinner />}>
      <Outlet />
    </Suspense>
  );
}
