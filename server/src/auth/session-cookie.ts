import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

export const SESSION_COOKIE = 'session';

function isHttps(request: FastifyRequest, config: Config): boolean {
  return request.protocol === 'https' || Boolean(config.publicUrl?.startsWith('https:'));
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(reply.request, config),
    path: '/',
    maxAge: config.sessionTtlDays * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(reply.request, config),
    path: '/',
  });
}
