import { i18n } from '@lingui/core';
import type { ApiAnswer, HttpMethod, PathsFor, RequestArgs } from './api-paths';
import { readResponse, unanswered } from './api-response';
import { buildUrl, type UrlParams } from './api-url';

export { ApiError, onUnauthorized } from './api-response';

interface Init {
  params?: UrlParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function request(method: HttpMethod, path: string, { params, body, headers = {}, signal }: Init = {}) {
  const url = buildUrl(path, params);
  // The server writes its `error` texts in the language the app shows.
  const sent = i18n.locale ? { 'accept-language': i18n.locale, ...headers } : headers;
  const init: RequestInit = { method: method.toUpperCase(), signal, credentials: 'same-origin', headers: sent };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...sent, 'content-type': 'application/json' };
  }
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw unanswered(error);
  }
  return readResponse(response.status, await response.text());
}

function method<M extends HttpMethod>(name: M) {
  return <P extends PathsFor<M>>(path: P, ...[init]: RequestArgs<P, M>) =>
    request(name, path, init as Init) as Promise<ApiAnswer<P, M>>;
}

/**
 * The API, typed by path from the server's OpenAPI document (`lib/api-types.ts`, `npm run api-types`):
 * `api.get('/api/posts/{id}', { params: { path: { id } } })` answers that route's documented JSON. (The page's
 * own first answers go straight into the query cache: `app/first-screen-cache.ts`.)
 * A refusal throws an `ApiError` with the server's `{error}` text; a 401 also logs out here (`onUnauthorized`).
 * Multipart uploads with progress: `sendForm` in `upload.ts`.
 */
export const api = {
  get: method('get'),
  post: method('post'),
  put: method('put'),
  delete: method('delete'),
};
