import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { postKeys } from '../features/posts/api/keys';
import { storyKeys } from '../features/stories/api/keys';
import { userKeys } from '../features/users/api/keys';

type Place = { key: QueryKey; paged: boolean };

const PATHS: [RegExp, (param: string) => Place][] = [
  [/^\/api\/posts\/feed$/, () => ({ key: postKeys.feed, paged: true })],
  [/^\/api\/users\/suggested$/, () => ({ key: userKeys.suggested, paged: false })],
  [/^\/api\/stories\/getall$/, () => ({ key: storyKeys.all, paged: false })],
  [/^\/api\/users\/profile\/([^/]+)$/, (key) => ({ key: userKeys.profile(key), paged: false })],
  [/^\/api\/posts\/user\/([^/]+)$/, (username) => ({ key: postKeys.byUser(username), paged: true })],
  [/^\/api\/posts\/([^/]+)\/thread$/, (id) => ({ key: postKeys.thread(id), paged: true })],
  [/^\/api\/posts\/([^/]+)$/, (id) => ({ key: postKeys.post(id), paged: false })],
];

/** Where the screens keep an API path's answer: its query's key, and whether that query holds pages of a list. */
function placeOf(path: string): Place | null {
  for (const [pattern, place] of PATHS) {
    const match = pattern.exec(path);
    if (match) return place(decodeURIComponent(match[1] ?? ''));
  }
  return null;
}

/**
 * Puts a page's first API answers (path → body, each the first page of its list) into the query cache
 * under the keys the screens read, so their first render already shows them: the browser's, and the
 * server's drawing of the same screen. Answers no screen reads are left out.
 */
export function seedFirstAnswers(queryClient: QueryClient, answers: Record<string, unknown>): void {
  for (const [path, body] of Object.entries(answers)) {
    const place = placeOf(path);
    if (!place) continue;
    queryClient.setQueryData(place.key, place.paged ? { pages: [body], pageParams: [undefined] } : body);
  }
}
