import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses } from '../http/schemas.js';
import { postMessages } from '../posts/messages.js';
import { reportMessages } from './messages.js';
import { fileReport } from './service.js';

/** Generous caps: the service gives the precise, human rule; these only bound the work. */
const field = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const ReportBody = Type.Object({
  targetType: field(20),
  targetId: field(64),
  reason: field(20),
  note: field(5000),
  forward: Type.Optional(
    Type.Boolean({
      description: 'Also send it to their server (a Flag from this server), for people on other servers',
    }),
  ),
});

const ReportCreated = Type.Object(
  { _id: Type.String(), status: Type.Literal('open') },
  { description: 'Filed', examples: [{ _id: '01JD8X7Q4K2M5N6P7R8S9T0V1W', status: 'open' }] },
);

export async function reportRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const schema = {
    summary: 'Report a post, reply, user, story or message to the admins',
    description:
      'Only what you can see: a message only in your own conversation. The same open report twice answers 409.',
    tags: ['reports'],
    security: [{ session: [] }],
    body: ReportBody,
    response: {
      201: ReportCreated,
      ...errorResponses({
        400: reportMessages.REPORT_REASON_INVALID,
        401: httpMessages.LOGIN_REQUIRED,
        404: postMessages.POST_NOT_FOUND,
        409: reportMessages.REPORT_EXISTS,
        429: httpMessages.TOO_MANY_REQUESTS,
      }),
    },
  };
  app.post('/api/reports', { schema }, async (request, reply) => {
    const user = requireUser(request);
    return reply.code(201).send(await fileReport(ctx, user.id, request.body ?? {}));
  });
}
