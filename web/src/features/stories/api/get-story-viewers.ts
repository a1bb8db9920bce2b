import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storyKeys } from './keys';

export function getStoryViewers(storyId: string) {
  return api.get('/api/stories/{id}/getviews', { params: { path: { id: storyId } } });
}

export function useStoryViewers(storyId: string, enabled: boolean) {
  return useQuery({
    queryKey: storyKeys.viewers(storyId),
    queryFn: () => getStoryViewers(storyId),
    enabled,
    staleTime: 0,
  });
}
