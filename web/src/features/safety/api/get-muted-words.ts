import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { safetyKeys } from './safety-keys';

export interface MutedWords {
  words: string[];
}

export function getMutedWords() {
  return api<MutedWords>('/api/users/muted-words');
}

export function useMutedWords() {
  return useQuery({ queryKey: safetyKeys.mutedWords, queryFn: getMutedWords });
}
