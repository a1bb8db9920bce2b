import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../context.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses } from '../http/schemas.js';
import { localeFromAcceptLanguage } from '../lib/i18n/locales.js';
import { userMessages } from '../users/messages.js';
import { accountMessages } from './messages.js';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.js';
import { Ok } from './schemas.js';

const tags = ['users'];

const RequestBody = Type.Object({ email: Type.Optional(Type.String({ maxLength: 400 })) });
const ConfirmBody = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 200 })),
  password: Type.Optional(Type.String({ maxLength: 1000 })),
});

export async function passwordResetRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const requestSchema = {
    summary: 'Mail a password-reset link',
    description:
      'Always `{"ok": true}`, whether or not an account has this address. The link is valid for an hour, once, and only the newest one works.',
    tags,
    body: RequestBody,
    response: {
      200: Ok,
      ...errorResponses({ 400: userMessages.EMAIL_INVALID, 429: httpMessages.TOO_MANY_REQUESTS }),
    },
  };
  app.post('/api/users/password-reset', { schema: requestSchema }, async (request) => {
    const header = request.headers['accept-language'];
    const asked = localeFromAcceptLanguage(typeof header === 'string' ? header : undefined);
    await requestPasswordReset(ctx, request.body?.email, request.ip, asked);
    return { ok: true as const };
  });

  const confirmSchema = {
    summary: 'Set a new password from a reset link; ends every session',
    tags,
    body: ConfirmBody,
    response: {
      200: Ok,
      ...errorResponses({ 400: accountMessages.RESET_LINK_INVALID, 429: httpMessages.TOO_MANY_REQUESTS }),
    },
  };
  app.post('/api/users/password-reset/confirm', { schema: confirmSchema }, async (request) => {
    await confirmPasswordReset(ctx, request.body ?? {}, request.ip);
    return { ok: true as const };
  });
}
