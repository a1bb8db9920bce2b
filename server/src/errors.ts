import { httpMessages } from './http/messages.js';
import { english, type Phrase } from './lib/i18n/phrases.js';

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

export type ErrorCategory = keyof typeof errorStatus;

/**
 * A refusal the client caused or must hear about; never a bug. Its phrase gives the stable `code` and the
 * words shown to people (English in `message`, the reader's language in the answer).
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(
    readonly category: ErrorCategory,
    readonly phrase: Phrase,
    readonly headers: Record<string, string> = {},
    /** Extra fields of the answer beside `error`, such as `twoFactorRequired`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(english(phrase));
    this.status = errorStatus[category];
    this.code = phrase.code;
  }
}

export const badRequest = (phrase: Phrase) => new AppError('validation', phrase);
/** What every logged-in-only route and socket answers a visitor. */
export const unauthenticated = (phrase = httpMessages.LOGIN_REQUIRED) => new AppError('unauthenticated', phrase);
export const forbidden = (phrase: Phrase) => new AppError('forbidden', phrase);
export const notFound = (phrase: Phrase) => new AppError('not_found', phrase);
export const conflict = (phrase: Phrase) => new AppError('conflict', phrase);
export const tooLarge = (phrase: Phrase) => new AppError('too_large', phrase);
export const unsupportedMedia = (phrase: Phrase) => new AppError('unsupported_media', phrase);
export const unavailable = (phrase: Phrase) => new AppError('unavailable', phrase);

export const rateLimited = (retryAfterSeconds: number, phrase = httpMessages.TOO_MANY_REQUESTS) =>
  new AppError('rate_limited', phrase, { 'retry-after': String(retryAfterSeconds) });
