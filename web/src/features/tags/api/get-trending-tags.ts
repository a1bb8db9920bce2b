import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ApiAnswer } from '../../../lib/api-paths';
import { tagKeys } from './keys';

export type TrendingTag = ApiAnswer<'/api/tags/trending', 'get'>[number];

export function getTrendingTags() {
  return api.get('/api/tags/trending');
}

/** The day's most used tags, the same for everyone; a minute old is fresh enough. */
export function useTrendingTags() {
  return useQuery({ queryKey: tagKeys.trending, queryFn: getTrendingTags, staleTime: 60_000 });
}
