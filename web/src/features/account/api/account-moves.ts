import { i18n } from '@lingui/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ApiBody } from '../../../lib/api-paths';
import { showSuccess } from '../../../lib/toast';
import { accountKeys } from './keys';

export const getAccountLinks = () => api.get('/api/users/me/aliases');

export const useAccountLinks = () => useQuery({ queryKey: accountKeys.links, queryFn: getAccountLinks });

export function useSetAliases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (aliases: string[]) => api.put('/api/users/me/aliases', { body: { aliases } }),
    onSuccess: (links) => {
      queryClient.setQueryData(accountKeys.links, links);
      showSuccess(i18n._('Aliases saved'));
    },
  });
}

export function useMoveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiBody<'/api/users/me/move', 'post'>) => api.post('/api/users/me/move', { body: input }),
    onSuccess: (links) => {
      queryClient.setQueryData(accountKeys.links, links);
      showSuccess(i18n._('Your account has moved'));
    },
  });
}
