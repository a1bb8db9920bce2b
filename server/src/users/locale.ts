import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../errors.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses } from '../http/schemas.js';
import { isLocale, type Locale } from '../lib/i18n/locales.js';
import { userMessages } from './messages.js';

const LocaleBody = Type.Object({ locale: Type.Union([Type.String({ maxLength: 20 }), Type.Null()]) });
const LocaleAnswer = Type.Object(
  { locale: Type.String() },
  { description: 'Stored', examples: [{ locale: 'es' }, { locale: 'auto' }] },
);

/** "auto" or null follows the browser (stored as null); anything but one of our languages is refused. */
function chosenLocale(input: string | null): Locale | null {
  if (input === null || input === 'auto') return null;
  if (!isLocale(input)) throw badRequest(userMessages.LOCALE_INVALID);
  return input;
}

/** The language a person chose for what the server writes them; their sessions read it afresh, their open tabs take it. */
export async function setLocale(ctx: AppContext, userId: string, input: string | null): Promise<Locale | null> {
  const locale = chosenLocale(input);
  await ctx.db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
  ctx.events.emit('person.locale', { userId, locale });
  return locale;
}

export async function localeRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.put(
    '/api/users/me/locale',
    {
      schema: {
        summary: 'Choose the language of your mails, pushes and error texts ("auto" follows your browser)',
        tags: ['users'],
        security: [{ session: [] }],
        body: LocaleBody,
        response: {
          200: LocaleAnswer,
          ...errorResponses({ 400: userMessages.LOCALE_INVALID, 401: httpMessages.LOGIN_REQUIRED }),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { locale: (await setLocale(ctx, user.id, request.body.locale)) ?? 'auto' };
    },
  );
}
