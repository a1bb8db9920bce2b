import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { safetyKeys } from './keys';

export function getMutedWords() {
  return api.get('/api/users/muted-words');
}

export function useMutedWords() {
  return useQuery({ queryKey: safetyKeys.mutedWords, queryFn: getMutedWords });
}
