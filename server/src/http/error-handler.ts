import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { isUnstorableText } from '../db/errors.js';
import { AppError } from '../errors.js';
import type { Locale } from '../lib/i18n/locales.js';
import { type Phrase, withParams } from '../lib/i18n/phrases.js';
import { say } from '../lib/i18n/translate.js';
import { requestLocale } from './locale.js';
import { httpMessages } from './messages.js';
import { isDependencyUnavailable } from './unavailable.js';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { missingProperty?: string };
}

/** Answers to a value of the wrong type or pattern, as describeValidation words them: for route docs. */
export const typeMismatch = (field: string, type: string) =>
  withParams(httpMessages.INVALID_FIELD, { field, problem: `must be ${type}` });
export const patternMismatch = (field: string, pattern: string) =>
  withParams(httpMessages.INVALID_FIELD, { field, problem: `must match pattern "${pattern}"` });

/** "body/text must be string" -> "text must be string": people read these, not machines. */
function describeValidation(error: FastifyError): Phrase {
  const issue = (error.validation as ValidationIssue[] | undefined)?.[0];
  if (!issue) return httpMessages.INVALID_REQUEST;
  const field = issue.params?.missingProperty ?? issue.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  const problem = issue.message ?? 'is invalid';
  return field
    ? withParams(httpMessages.INVALID_FIELD, { field, problem })
    : withParams(httpMessages.INVALID_BODY, { problem });
}

const clientErrorPhrases: Record<string, Phrase> = {
  FST_ERR_CTP_INVALID_JSON_BODY: httpMessages.MALFORMED_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: httpMessages.EMPTY_JSON,
  FST_ERR_CTP_BODY_TOO_LARGE: httpMessages.BODY_TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: httpMessages.UNSUPPORTED_CONTENT_TYPE,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: httpMessages.INVALID_CONTENT_LENGTH,
  FST_ERR_INVALID_URL: httpMessages.INVALID_URL,
};

export interface Failure {
  status: number;
  phrase: Phrase;
  headers?: Record<string, string>;
  /** Fields sent beside `error` (such as what a lockout needs the client to know). */
  details?: Record<string, unknown>;
}

function clientFailure(error: Partial<FastifyError>): Phrase {
  const known = clientErrorPhrases[error.code ?? ''];
  if (known) return known;
  if (error instanceof SyntaxError) return httpMessages.MALFORMED_JSON;
  return error.message
    ? withParams(httpMessages.BAD_REQUEST, { problem: error.message })
    : httpMessages.INVALID_REQUEST;
}

/**
 * The single place an error becomes what the client is told, `{"error": text, "code": CODE}` with a
 * meaningful status and never a stack, for HTTP answers and socket acknowledgements alike. Our own
 * faults are logged.
 */
export function failureFor(error: unknown, log: FastifyBaseLogger): Failure {
  if (error instanceof AppError) {
    return { status: error.status, phrase: error.phrase, headers: error.headers, details: error.details };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) return { status: 400, phrase: describeValidation(fastifyError as FastifyError) };
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, phrase: clientFailure(fastifyError) };
  if (isUnstorableText(error)) return { status: 400, phrase: httpMessages.NUL_CHARACTER };
  if (isDependencyUnavailable(error)) {
    log.warn({ err: error }, 'dependency unavailable');
    return { status: 503, phrase: httpMessages.UNAVAILABLE, headers: { 'retry-after': '5' } };
  }
  log.error({ err: error }, 'request failed');
  return { status: 500, phrase: httpMessages.INTERNAL_ERROR };
}

/** The answer's body: the words for people and the code for programs. */
export function errorBody(phrase: Phrase, locale: Locale = 'en'): { error: string; code: string } {
  return { error: say(phrase, locale), code: phrase.code };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const failure = failureFor(error, request.log);
    return reply
      .code(failure.status)
      .headers(failure.headers ?? {})
      .send({ ...failure.details, ...errorBody(failure.phrase, requestLocale(request)) });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const phrase = withParams(httpMessages.ROUTE_NOT_FOUND, { method: request.method, path });
    reply.code(404).send(errorBody(phrase, requestLocale(request)));
  });
}
