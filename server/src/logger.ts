import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';

/** JSON logs in production; cookies and credentials never reach a log line. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password'],
      censor: '[redacted]',
    },
  };
}
