import { i18n } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { showSuccess } from '../../../lib/toast';
import { notificationKeys } from '../../notifications/api/keys';
import {
  hideMutedAuthor,
  markMutedProfile,
  refetchContent,
  restoreContent,
  snapshotContent,
} from '../lib/hide-content';
import type { SafetySubject } from '../types';
import { safetyKeys } from './keys';
import { setListed } from './listed-users';

export function toggleMute(userId: string) {
  return api.post('/api/users/mute/{id}', { params: { path: { id: userId } } });
}

/**
 * Mute or unmute (`mutate(true)` mutes). A mute takes the person's posts out of my cached feeds at
 * once and puts them back if the server refuses; an unmute asks the server for the feeds again.
 */
export function useMuteUser(subject: SafetySubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mute: boolean) => {
      const result = await toggleMute(subject._id);
      return result.muted === mute ? result : toggleMute(subject._id);
    },
    onMutate: async (mute) => {
      const snapshot = await snapshotContent(queryClient);
      if (mute) hideMutedAuthor(queryClient, subject._id);
      else markMutedProfile(queryClient, subject._id, false);
      setListed(queryClient, safetyKeys.mutes, subject, mute);
      return { snapshot };
    },
    onSuccess: ({ muted }) => {
      showSuccess(
        muted
          ? i18n._('Muted @{username}', { username: subject.username })
          : i18n._('Unmuted @{username}', { username: subject.username }),
      );
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      if (!muted) refetchContent(queryClient);
    },
    onError: (_error, mute, context) => {
      restoreContent(queryClient, context?.snapshot);
      setListed(queryClient, safetyKeys.mutes, subject, !mute);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: safetyKeys.mutes }),
  });
}
