import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses } from '../http/schemas.js';
import { secretAnswer } from '../http/secret-answer.js';
import { limitRules } from '../rate-limit/rules.js';
import { exportArchive } from './export.js';

export async function exportRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const schema = {
    summary: 'Download your data: a zip of your profile, posts, replies, likes, follows, stories, messages and files',
    description:
      'A streamed zip (`threads-<username>-<date>.zip`) with profile.json, posts.json (posts and the replies you wrote), likes.json, bookmarks.json, following.json, followers.json, stories.json, conversations.json (every message, both sides), notifications.json and media/ with every file those reference. Once per 10 minutes.',
    tags: ['users'],
    security: [{ session: [] }],
    produces: ['application/zip'],
    response: {
      200: Type.String({ description: 'The zip archive', contentMediaType: 'application/zip', examples: ['PK…'] }),
      ...errorResponses({ 401: httpMessages.LOGIN_REQUIRED, 429: limitRules.exportsPerUser.message }),
    },
  };
  app.get('/api/users/me/export', { ...secretAnswer, schema }, async (request, reply) => {
    const { fileName, stream } = await exportArchive(ctx, requireUser(request).id);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(stream);
  });
}
