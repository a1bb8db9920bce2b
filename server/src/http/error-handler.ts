import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { isUnstorableText } from '../db/errors.js';
import { AppError } from '../errors.js';
import { isDependencyUnavailable } from './unavailable.js';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { missingProperty?: string };
}

/** Answers to a value of the wrong type or pattern, as describeValidation words them: for route docs. */
export const typeMismatch = (field: string, type: string) => `${field} must be ${type}`;
export const patternMismatch = (field: string, pattern: string) => `${field} must match pattern "${pattern}"`;

/** "body/text must be string" -> "text must be string": people read these, not machines. */
function describeValidation(error: FastifyError): string {
  const issue = (error.validation as ValidationIssue[] | undefined)?.[0];
  if (!issue) return 'Invalid request';
  const field = issue.params?.missingProperty ?? issue.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  return field ? `${field} ${issue.message ?? 'is invalid'}` : `Request ${issue.message ?? 'is invalid'}`;
}

export const UNAVAILABLE = 'Service temporarily unavailable. Please try again shortly.';
export const BODY_TOO_LARGE = 'Request body is too large';

const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: BODY_TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_ERR_INVALID_URL: 'Invalid URL',
};

export interface Failure {
  status: number;
  message: string;
  headers?: Record<string, string>;
  /** Fields sent beside `error` (such as what a lockout needs the client to know). */
  details?: Record<string, unknown>;
}

/**
 * The single place an error becomes what the client is told, `{"error": message}` with a meaningful
 * status and never a stack, for HTTP answers and socket acknowledgements alike. Our own faults are logged.
 */
export function failureFor(error: unknown, log: FastifyBaseLogger): Failure {
  if (error instanceof AppError) {
    return { status: error.status, message: error.message, headers: error.headers, details: error.details };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) return { status: 400, message: describeValidation(fastifyError as FastifyError) };
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      clientErrorMessages[fastifyError.code ?? ''] ??
      (error instanceof SyntaxError ? 'Malformed JSON body' : (fastifyError.message ?? 'Invalid request'));
    return { status, message };
  }
  if (isUnstorableText(error)) return { status: 400, message: 'Text must not contain NUL characters' };
  if (isDependencyUnavailable(error)) {
    log.warn({ err: error }, 'dependency unavailable');
    return { status: 503, message: UNAVAILABLE, headers: { 'retry-after': '5' } };
  }
  log.error({ err: error }, 'request failed');
  return { status: 500, message: 'Internal server error' };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const failure = failureFor(error, request.log);
    return reply
      .code(failure.status)
      .headers(failure.headers ?? {})
      .send({ ...failure.details, error: failure.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
