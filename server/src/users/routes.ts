import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../errors.js';
import { dataUrlBodyLimit } from '../media/spool.js';
import { updateWithAvatar } from './avatar.js';
import { searchUsers } from './search.js';
import { freeze, getProfile, login, logout, signup, updateProfile } from './service.js';

/** Generous caps: the service gives the precise, human rule; these only bound the work. */
const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

const SignupBody = Type.Object({ name: text(200), username: text(200), email: text(400), password: text(1000) });
const LoginBody = Type.Object({ username: text(200), password: text(1000) });
const UpdateBody = Type.Object({
  name: text(200),
  username: text(200),
  email: text(400),
  bio: text(1000),
  password: text(1000),
  profilePic: Type.Optional(Type.String()),
});
const KeyParams = Type.Object({ key: Type.String({ minLength: 1, maxLength: 64 }) });
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const SearchQuery = Type.Object({ q: text(100) });

export async function userRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/api/users/signup', { schema: { body: SignupBody } }, async (request, reply) => {
    const { token, profile } = await signup(ctx, request.body ?? {}, request.ip);
    setSessionCookie(reply, ctx.config, token);
    return reply.code(201).send(profile);
  });

  app.post('/api/users/login', { schema: { body: LoginBody } }, async (request, reply) => {
    const { token, profile } = await login(ctx, request.body ?? {}, request.ip);
    setSessionCookie(reply, ctx.config, token);
    return profile;
  });

  app.post('/api/users/logout', async (request, reply) => {
    await logout(ctx, request.sessionToken);
    clearSessionCookie(reply, ctx.config);
    return { message: 'User logged out successfully' };
  });

  app.put('/api/users/freeze', async (request, reply) => {
    const user = requireUser(request);
    await freeze(ctx, user.id);
    clearSessionCookie(reply, ctx.config);
    return { success: true };
  });

  app.get('/api/users/search', { schema: { querystring: SearchQuery } }, async (request) => {
    const q = request.query.q?.trim();
    if (!q) throw badRequest('Search query is required');
    return searchUsers(ctx, q);
  });

  app.get('/api/users/profile/:key', { schema: { params: KeyParams } }, async (request) =>
    getProfile(ctx, request.params.key, request.user?.id ?? null),
  );

  app.put(
    '/api/users/update/:id',
    {
      schema: { params: IdParams, body: { content: { 'application/json': { schema: UpdateBody } } } },
      bodyLimit: dataUrlBodyLimit(ctx.config),
    },
    async (request) => {
      const user = requireUser(request);
      const actor = { id: user.id, sessionToken: request.sessionToken };
      return updateWithAvatar(ctx, request, user.id, request.params.id, (changes) =>
        updateProfile(ctx, actor, request.params.id, changes),
      );
    },
  );
}
