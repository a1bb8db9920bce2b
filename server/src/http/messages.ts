import { phrases } from '../lib/i18n/phrases.js';

/** What any route may answer, before or beside its own feature's refusals. */
export const httpMessages = phrases({
  LOGIN_REQUIRED: 'You must be logged in',
  TOO_MANY_REQUESTS: 'Too many requests. Please try again later.',
  UNAVAILABLE: 'Service temporarily unavailable. Please try again shortly.',
  INTERNAL_ERROR: 'Internal server error',
  ROUTE_NOT_FOUND: 'Route {method} {path} not found',
  CROSS_SITE_REFUSED: 'Cross-site request refused',
  INVALID_REQUEST: 'Invalid request',
  /** A schema refusal, worded by the validator ("text must be string"). */
  INVALID_FIELD: '{field} {problem}',
  INVALID_BODY: 'Request {problem}',
  MALFORMED_JSON: 'Malformed JSON body',
  EMPTY_JSON: 'Request body is empty',
  BODY_TOO_LARGE: 'Request body is too large',
  UNSUPPORTED_CONTENT_TYPE: 'Unsupported content type',
  INVALID_CONTENT_LENGTH: 'Invalid content length',
  INVALID_URL: 'Invalid URL',
  /** Any other refusal of the HTTP layer itself, in its own words. */
  BAD_REQUEST: '{problem}',
  NUL_CHARACTER: 'Text must not contain NUL characters',
});
