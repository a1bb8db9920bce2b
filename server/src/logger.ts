import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';

/** Anything that could let a log reader act as someone: never written, whatever logs it. */
const secretPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  '*.password',
  '*.token',
  '*.sessionToken',
  '*.secret',
  '*.databaseUrl',
  '*.redisUrl',
];

/** JSON logs in production (one object a line, each request's lines carry its `reqId`); readable in development. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: secretPaths, censor: '[redacted]' },
    ...(config.prettyLogs && {
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } },
    }),
  };
}
