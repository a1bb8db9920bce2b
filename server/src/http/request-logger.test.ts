import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { RequestLogger, requestLogger } from './request-logger.js';

function logs(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const logger = Fastify({
    logger: { level, timestamp: false, redact: { paths: ['*.token'], censor: '[redacted]' }, stream },
  }).log;
  return { logger, lines };
}

describe('a request logger', () => {
  it('makes no pino child while nothing is written at an enabled level', () => {
    const { logger, lines } = logs('warn');
    const child = vi.spyOn(logger, 'child');
    const log = requestLogger(logger, { reqId: 'r1' }, {});
    expect(log).toBeInstanceOf(RequestLogger);
    log.info({ account: { token: 'secret' } }, 'incoming request');
    log.debug('detail');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it("writes the child's lines: the request id bound, secrets redacted, one child for every line after", () => {
    const { logger, lines } = logs('info');
    const child = vi.spyOn(logger, 'child');
    const log = requestLogger(logger, { reqId: 'r2' }, {});
    log.info({ account: { token: 'secret' } }, 'incoming request');
    log.error('failed %s', 'twice');
    expect(child).toHaveBeenCalledTimes(1);
    const direct = logs('info');
    direct.logger.child({ reqId: 'r2' }).info({ account: { token: 'secret' } }, 'incoming request');
    direct.logger.child({ reqId: 'r2' }).error('failed %s', 'twice');
    expect(lines).toEqual(direct.lines);
    expect(lines[0]).toMatchObject({ reqId: 'r2', account: { token: '[redacted]' }, msg: 'incoming request' });
  });

  it("is pino's child at once for a route with its own level", () => {
    const { logger } = logs('warn');
    const log = requestLogger(logger, { reqId: 'r3' }, { level: 'debug' });
    expect(log).not.toBeInstanceOf(RequestLogger);
    expect(log.level).toBe('debug');
  });
});
