import { setCurrentUser } from './current-user';
import { forgetFirstResponses, takeFirstResponse } from './first-responses';

/** A refusal from the server (its `{error}` text) or an HTTP failure without one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

let unauthorizedHandler: () => void = () => {};

/** The router registers where a 401 sends people (to /auth). */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** Turns a finished response into its body, or throws the server's `{error}` message. */
export function readResponse<T>(status: number, text: string): T {
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (status === 401) {
    setCurrentUser(null);
    unauthorizedHandler();
  }
  const serverError =
    body && typeof body === 'object' && 'error' in body ? String((body as { error: unknown }).error) : null;
  if (serverError) throw new ApiError(serverError, status);
  if (status < 200 || status >= 300) throw new ApiError(`HTTP error! status: ${status}`, status);
  return body as T;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export async function api<T>(
  path: string,
  { method = 'GET', body, signal, headers = {} }: RequestOptions = {},
): Promise<T> {
  if (method !== 'GET') forgetFirstResponses();
  else {
    const first = takeFirstResponse(path);
    if (first !== undefined) return first as T;
  }
  const init: RequestInit = { method, signal, credentials: 'same-origin', headers };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...headers, 'content-type': 'application/json' };
  }
  const response = await fetch(path, init);
  return readResponse<T>(response.status, await response.text());
}
