import { useEffect } from 'react';

export { appTitle, postTitle, profileTitle } from '@threads/contract';

/**
 * Sets the tab's title once `title` is known. A passive effect, so it runs after the layout's default
 * title for the route (a layout effect, `app/route-title.ts`) and wins over it.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    // Unchanged (a drawn page's own title), not set again: setting the title costs even when it is the same.
    if (title && document.title !== title) document.title = title;
  }, [title]);
}
