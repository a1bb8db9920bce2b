import { reportRequestUnanswered, reportServerAnswered, unreachableText } from './connection-status';
import { setCurrentUser } from './current-user';

/**
 * A refusal from the server (its `{error}` text), an HTTP failure without one, or (status 0) no answer at all,
 * said in words people understand ("You're offline", "Couldn't reach the server") rather than "Failed to fetch".
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server did not answer (no response, or a gateway saying it could not reach it). */
    readonly unanswered = false,
    /** The refusal's stable code beside its text (`{"error", "code"}`, issue 32), the same in every language. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Gateways answer these when the server behind them is down: as good as no answer. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

/**
 * A request that got no answer (the fetch itself failed): the error to throw, and the connection banner told.
 * A cancelled request (an abort) is passed on as it is.
 */
export function unanswered(error: unknown): unknown {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  reportRequestUnanswered();
  return new ApiError(unreachableText(), 0, true);
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
  const serverError =
    body && typeof body === 'object' && 'error' in body ? String((body as { error: unknown }).error) : null;
  if (!serverError && GATEWAY_FAILURES.has(status)) {
    reportRequestUnanswered();
    throw new ApiError(unreachableText(), status, true);
  }
  reportServerAnswered();
  if (status === 401) {
    setCurrentUser(null);
    unauthorizedHandler();
  }
  if (serverError) {
    const code = (body as { code?: unknown }).code;
    throw new ApiError(serverError, status, false, typeof code === 'string' ? code : undefined);
  }
  if (status < 200 || status >= 300) throw new ApiError(`HTTP error! status: ${status}`, status);
  return body;
}
