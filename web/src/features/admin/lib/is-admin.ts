import { useCurrentUser } from '../../../lib/current-user';

/** Admins see the moderation screen and its link; for everyone else neither exists. */
export function useIsAdmin(): boolean {
  return useCurrentUser()?.role === 'admin';
}
