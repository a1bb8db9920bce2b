import { createContext, useContext } from 'react';

/** Lets the header, the bottom bar and any screen open the one create-post dialog. */
export const CreatePostContext = createContext<() => void>(() => {});

export function useOpenCreatePost() {
  return useContext(CreatePostContext);
}
