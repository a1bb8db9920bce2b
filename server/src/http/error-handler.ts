import type { FastifyError, FastifyInstance } from 'fastify';
import { isUnstorableText } from '../db/errors.js';
import { AppError } from '../errors.js';
import { isDependencyUnavailable } from './unavailable.js';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { missingProperty?: string };
}

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

/** The single place an error becomes a response: `{"error": "…"}` with a meaningful status, never a stack. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).headers(error.headers).send({ error: error.message });
    }
    if (error.validation) {
      return reply.code(400).send({ error: describeValidation(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        clientErrorMessages[error.code] ?? (error instanceof SyntaxError ? 'Malformed JSON body' : error.message);
      return reply.code(status).send({ error: message });
    }
    if (isUnstorableText(error)) {
      return reply.code(400).send({ error: 'Text must not contain NUL characters' });
    }
    if (isDependencyUnavailable(error)) {
      request.log.warn({ err: error }, 'dependency unavailable');
      return reply.code(503).header('retry-after', '5').send({ error: UNAVAILABLE });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
