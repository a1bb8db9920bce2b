import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { showError } from '../../../lib/toast';
import { chatKeys } from './keys';

export function getConversations() {
  return api.get('/api/messages/conversations');
}

export function useConversations() {
  const query = useQuery({ queryKey: chatKeys.conversations, queryFn: getConversations, staleTime: 0 });
  useEffect(() => {
    if (query.isError) showError('Failed to fetch conversations');
  }, [query.isError]);
  return query;
}
