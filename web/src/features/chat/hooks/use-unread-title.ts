import { useEffect } from 'react';

const COUNT_PREFIX = /^\(\d+\) /;

/** The tab's title starts with "(n) " while n conversations hold unread messages. */
export function useUnreadTitle(count: number): void {
  useEffect(() => {
    const base = document.title.replace(COUNT_PREFIX, '');
    const title = count > 0 ? `(${count}) ${base}` : base;
    if (document.title !== title) document.title = title;
  }, [count]);
}
