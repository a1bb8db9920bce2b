import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendForm } from '../../../lib/upload';
import { storyKeys } from './keys';

export interface NewStory {
  file: File;
  mediaType: 'image' | 'video';
}

export function createStory({ file, mediaType }: NewStory, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('mediaType', mediaType);
  form.append('media', file);
  return sendForm('post', '/api/stories/create', { form, onProgress });
}

export function useCreateStory(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (story: NewStory) => createStory(story, onProgress),
    // CONTRACT §8: the dialog says 'Failed to upload story' / 'Please try again later.' instead.
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyKeys.all }),
  });
}
