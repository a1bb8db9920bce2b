import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../lib/current-user';

/** Routes for logged-in users only; everyone else goes to /auth (CONTRACT §2). */
export function RequireUser() {
  const me = useCurrentUser();
  return me ? <Outlet /> : <Navigate to="/auth" replace />;
}

/** /auth is for visitors; a logged-in user goes home. */
export function RequireVisitor() {
  const me = useCurrentUser();
  return me ? <Navigate to="/" replace /> : <Outlet />;
}
