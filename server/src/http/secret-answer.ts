import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Route options for an answer that carries a secret (a two-factor setup secret, recovery codes, a data
 * export): never compressed, since the length of a compressed secret sent beside text an attacker can
 * influence leaks it a byte at a time (BREACH), and `Cache-Control: no-store`, so no browser or proxy
 * cache keeps a copy.
 */
export const secretAnswer = {
  compress: false as const,
  onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('cache-control', 'no-store');
    return payload;
  },
};
