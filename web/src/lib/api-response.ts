import { setCurrentUser } from './current-user';

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
export function readResponse(status: number, text: string): unknown {
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
  return body;
}
