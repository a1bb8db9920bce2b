import type { ListedPost } from '../posts/list-json.js';
import type { FirstResponses } from './first-responses.js';

/**
 * A page's first answers as the JSON the page carries (`{"<API path>":<answer>,…}`, in `first.responses`'
 * order). A post list is written by `writeList`, from each post view's cached JSON with only the viewer's
 * fields written per request, the bytes its own route sends (`posts/list-json.ts`); every other answer is
 * `JSON.stringify`d. The feed was most of a home page's answers and of the time spent serializing them.
 */
export function answersJsonOf(first: FirstResponses, writeList: (posts: readonly ListedPost[]) => string): string {
  const parts = Object.entries(first.responses).map(([path, answer]) => {
    const list = first.postLists?.[path];
    return `${JSON.stringify(path)}:${list ? writeList(list) : JSON.stringify(answer)}`;
  });
  return `{${parts.join(',')}}`;
}
