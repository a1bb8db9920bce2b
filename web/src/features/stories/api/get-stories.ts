import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Story } from '../types';
import { storyKeys } from './keys';

export function getStories() {
  return api.get('/api/stories/getall');
}

/** A failed load only goes to the console (CONTRACT §8): the strip then shows the add button alone. */
export function useStories() {
  return useQuery({
    queryKey: storyKeys.all,
    queryFn: () =>
      getStories().catch((error: unknown) => {
        console.error('Failed to fetch stories', error);
        return [] as Story[];
      }),
  });
}
