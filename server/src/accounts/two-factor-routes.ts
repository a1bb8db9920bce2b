import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses } from '../http/schemas.js';
import { secretAnswer } from '../http/secret-answer.js';
import { accountMessages } from './messages.js';
import { invalidOrCodeNeeded, Ok } from './schemas.js';
import { disableTwoFactor, enableTwoFactor, setUpTwoFactor } from './two-factor.js';

const tags = ['users'];
const security = [{ session: [] }];

const SetupAnswer = Type.Object(
  { secret: Type.String(), otpauthUrl: Type.String() },
  {
    description: 'The secret to type into an authenticator app, and the URL to show as a QR code',
    examples: [{ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Threads:alice?secret=JBSWY3DPEHPK3PXP' }],
  },
);
const RecoveryCodes = Type.Object(
  { recoveryCodes: Type.Array(Type.String(), { minItems: 10, maxItems: 10 }) },
  { description: 'On; ten one-time recovery codes, shown this once', examples: [{ recoveryCodes: ['k7dq2-m9xfa'] }] },
);

export async function twoFactorRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const setupSchema = {
    summary: 'Start turning on two-factor sign-in: a new TOTP secret',
    tags,
    security,
    response: {
      200: SetupAnswer,
      ...errorResponses({ 401: httpMessages.LOGIN_REQUIRED, 409: accountMessages.TWO_FACTOR_ALREADY_ON }),
    },
  };
  app.post('/api/users/2fa/setup', { ...secretAnswer, schema: setupSchema }, async (request) =>
    setUpTwoFactor(ctx, requireUser(request).id),
  );

  const enableSchema = {
    summary: 'Turn two-factor sign-in on with a code from the authenticator app',
    tags,
    security,
    body: Type.Object({ code: Type.Optional(Type.String({ maxLength: 40 })) }),
    response: {
      200: RecoveryCodes,
      ...errorResponses({
        400: accountMessages.TWO_FACTOR_INVALID,
        401: httpMessages.LOGIN_REQUIRED,
        409: accountMessages.TWO_FACTOR_ALREADY_ON,
        429: httpMessages.TOO_MANY_REQUESTS,
      }),
    },
  };
  app.post('/api/users/2fa/enable', { ...secretAnswer, schema: enableSchema }, async (request) =>
    enableTwoFactor(ctx, requireUser(request).id, request.body?.code, request.ip),
  );

  const disableSchema = {
    summary: 'Turn two-factor sign-in off (needs the password and a current code or an unused recovery code)',
    tags,
    security,
    body: Type.Object({
      password: Type.Optional(Type.String({ maxLength: 1000 })),
      code: Type.Optional(Type.String({ maxLength: 40 })),
    }),
    response: {
      200: Ok,
      ...errorResponses({
        401: httpMessages.LOGIN_REQUIRED,
        409: accountMessages.TWO_FACTOR_NOT_ON,
        429: httpMessages.TOO_MANY_REQUESTS,
      }),
      400: invalidOrCodeNeeded(accountMessages.PASSWORD_WRONG),
    },
  };
  app.post('/api/users/2fa/disable', { schema: disableSchema }, async (request) => {
    await disableTwoFactor(ctx, requireUser(request).id, request.body ?? {}, request.ip);
    return { ok: true as const };
  });
}
