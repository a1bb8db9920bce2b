import { createContext, useContext } from 'react';
import type { Post } from '../features/posts/types';

/** Lets the header, the bottom bar and any screen open the one create-post dialog; with `quote`, to quote that post. */
export const CreatePostContext = createContext<(quote?: Post) => void>(() => {});

export function useOpenCreatePost() {
  return useContext(CreatePostContext);
}
