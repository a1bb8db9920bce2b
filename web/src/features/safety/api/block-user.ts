import { i18n } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { showSuccess } from '../../../lib/toast';
import { notificationKeys } from '../../notifications/api/keys';
import {
  hideBlockedUser,
  markBlockedProfile,
  refetchContent,
  resetPostPagesBy,
  restoreContent,
  snapshotContent,
} from '../lib/hide-content';
import type { SafetySubject } from '../types';
import { safetyKeys } from './keys';
import { setListed } from './listed-users';

export function toggleBlock(userId: string) {
  return api.post('/api/users/block/{id}', { params: { path: { id: userId } } });
}

/**
 * Block or unblock (`mutate(true)` blocks). A block hides the person from every cached list at
 * once and puts it all back if the server refuses; an unblock asks the server what comes back.
 */
export function useBlockUser(subject: SafetySubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (block: boolean) => {
      const result = await toggleBlock(subject._id);
      // The server toggles: if another tab got there first, toggle back to what was asked for.
      return result.blocked === block ? result : toggleBlock(subject._id);
    },
    onMutate: async (block) => {
      const snapshot = await snapshotContent(queryClient);
      if (block) hideBlockedUser(queryClient, subject._id);
      else markBlockedProfile(queryClient, subject._id, false);
      setListed(queryClient, safetyKeys.blocks, subject, block);
      return { snapshot };
    },
    onSuccess: ({ blocked }) => {
      showSuccess(
        blocked
          ? i18n._('Blocked @{username}', { username: subject.username })
          : i18n._('Unblocked @{username}', { username: subject.username }),
      );
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      if (blocked) resetPostPagesBy(queryClient, subject._id);
      else refetchContent(queryClient);
    },
    onError: (_error, block, context) => {
      restoreContent(queryClient, context?.snapshot);
      setListed(queryClient, safetyKeys.blocks, subject, !block);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: safetyKeys.blocks }),
  });
}
