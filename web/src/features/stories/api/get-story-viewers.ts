import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { StoryViewers } from '../types';
import { storyKeys } from './get-stories';

export function getStoryViewers(storyId: string) {
  return api<StoryViewers>(`/api/stories/${encodeURIComponent(storyId)}/getviews`);
}

export function useStoryViewers(storyId: string, enabled: boolean) {
  return useQuery({
    queryKey: storyKeys.viewers(storyId),
    queryFn: () => getStoryViewers(storyId),
    enabled,
    staleTime: 0,
  });
}
