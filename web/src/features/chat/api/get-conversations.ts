import { i18n } from '@lingui/core';
import { useQuery } from '@tanstack/react-query';
import { GROUP_CHATS_PARAM } from '@threads/contract';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { showError } from '../../../lib/toast';
import { chatKeys } from './keys';

/** Groups included: without `?groups=true` the server lists only what a client of CONTRACT §7 understands. */
export function getConversations() {
  return api.get('/api/messages/conversations', { params: { query: { [GROUP_CHATS_PARAM]: 'true' } } });
}

export function useConversations() {
  const query = useQuery({ queryKey: chatKeys.conversations, queryFn: getConversations, staleTime: 0 });
  useEffect(() => {
    if (query.isError) showError(i18n._('Failed to fetch conversations'));
  }, [query.isError]);
  return query;
}
