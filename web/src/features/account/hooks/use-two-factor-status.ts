import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { useProfile } from '../../users/api/get-profile';
import { userKeys } from '../../users/api/keys';
import type { UserProfile } from '../../users/types';

/** Whether two-factor sign-in is on, from my own profile (only its owner is told), and a way to record a change. */
export function useTwoFactorStatus() {
  const me = useCurrentUser();
  const username = me?.username ?? '';
  const profile = useProfile(username);
  const queryClient = useQueryClient();
  const record = useCallback(
    (enabled: boolean) =>
      queryClient.setQueryData<UserProfile>(userKeys.profile(username), (old) =>
        old ? { ...old, twoFactorEnabled: enabled } : old,
      ),
    [queryClient, username],
  );
  return { profile, enabled: profile.data?.twoFactorEnabled === true, record };
}
