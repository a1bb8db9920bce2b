import { useEffect } from 'react';
import { updateCurrentUser, useCurrentUser } from '../../../lib/current-user';
import { useHydrated } from '../../../lib/server-render';
import { useProfile } from '../../users/api/get-profile';

function Refresh({ username }: { username: string }) {
  const profile = useProfile(username);
  const role = profile.data?.role;
  useEffect(() => {
    if (role) updateCurrentUser((me) => (me.role === role ? me : { ...me, role }));
  }, [role]);
  return null;
}

/**
 * A role granted or revoked (by `npm run admin`) after this browser logged in shows once the app
 * next loads: my own profile carries my current role. Asked once a drawn screen is hydrated: it draws nothing.
 */
export function RoleRefresh() {
  const me = useCurrentUser();
  const hydrated = useHydrated({ idle: true });
  return me && hydrated ? <Refresh key={me._id} username={me.username} /> : null;
}
