export const errorStatus = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** A refusal the client caused or must hear about; never a bug. The message is shown to people. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Extra fields of the answer beside `error`, such as `twoFactorRequired`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = errorStatus[code];
  }
}

export const badRequest = (message: string) => new AppError('validation', message);
/** What every logged-in-only route and socket answers a visitor. */
export const LOGIN_REQUIRED = 'You must be logged in';

export const unauthenticated = (message = LOGIN_REQUIRED) => new AppError('unauthenticated', message);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const notFound = (message: string) => new AppError('not_found', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const tooLarge = (message: string) => new AppError('too_large', message);
export const unsupportedMedia = (message: string) => new AppError('unsupported_media', message);
export const unavailable = (message: string) => new AppError('unavailable', message);
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

export const rateLimited = (retryAfterSeconds: number, message = TOO_MANY_REQUESTS) =>
  new AppError('rate_limited', message, { 'retry-after': String(retryAfterSeconds) });
