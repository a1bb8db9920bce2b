import { i18n } from '@lingui/core';
import type { ApiAnswer, FormInit, PathsFor } from './api-paths';
import { ApiError, readResponse, unanswered } from './api-response';
import { buildUrl, type UrlParams } from './api-url';

/**
 * Sends a multipart form to a documented route with XMLHttpRequest, the one browser API that reports upload
 * progress, and calls `onProgress` with whole percents as the bytes leave. Answers and fails as `api` does.
 */
export function sendForm<M extends 'post' | 'put', P extends PathsFor<M>>(
  method: M,
  path: P,
  init: FormInit<P, M>,
): Promise<ApiAnswer<P, M>> {
  const { form, onProgress, headers = {} } = init;
  const url = buildUrl(path, (init as { params?: UrlParams }).params);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method.toUpperCase(), url);
    if (i18n.locale) request.setRequestHeader('accept-language', i18n.locale);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      try {
        resolve(readResponse(request.status, request.responseText) as ApiAnswer<P, M>);
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener('error', () => reject(unanswered(new TypeError('Network error'))));
    request.addEventListener('abort', () => reject(new ApiError(i18n._('Upload cancelled'), 0)));
    request.send(form);
  });
}
