import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { invalidOrCodeNeeded, TwoFactorRequiredSchema } from '../accounts/schemas.js';
import { requireUser } from '../auth/plugin.js';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../errors.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses, Message } from '../http/schemas.js';
import { mediaMessages } from '../media/messages.js';
import { registerUploads } from '../media/multipart.js';
import { dataUrlBodyLimit } from '../media/spool.js';
import { readUploadRequest } from '../media/upload-request.js';
import { visibilityMessages } from '../visibility/messages.js';
import { type ProfileFields, updateWithAvatar } from './avatar.js';
import { userMessages } from './messages.js';
import { UserListSchema, UserProfileSchema } from './schemas.js';
import { searchUsers } from './search.js';
import { freeze, getProfile, login, logout, signup, updateProfile } from './service.js';

/** Generous caps: the service gives the precise, human rule; these only bound the work. */
const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

const SignupBody = Type.Object({ name: text(200), username: text(200), email: text(400), password: text(1000) });
const LoginBody = Type.Object({ username: text(200), password: text(1000), code: text(40) });
const UpdateBody = Type.Object({
  name: text(200),
  username: text(200),
  email: text(400),
  bio: text(1000),
  password: text(1000),
  currentPassword: text(1000),
  code: text(40),
  profilePic: Type.Optional(Type.String()),
});
/** A username, an id, or a remote person's `name@host` (a host name is at most 253 characters). */
const KeyParams = Type.Object({ key: Type.String({ minLength: 1, maxLength: 330 }) });
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const SearchQuery = Type.Object({ q: text(330) });
const tags = ['users'];
const loggedIn = [{ session: [] }];

export async function userRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await registerUploads(fastify, ctx.config);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const signupSchema = {
    summary: 'Create an account and log in',
    tags,
    body: SignupBody,
    response: {
      201: UserProfileSchema,
      ...errorResponses({
        400: userMessages.FIELDS_REQUIRED,
        409: userMessages.USERNAME_TAKEN,
        429: httpMessages.TOO_MANY_REQUESTS,
      }),
    },
  };
  app.post('/api/users/signup', { schema: signupSchema }, async (request, reply) => {
    const { token, profile } = await signup(ctx, request.body ?? {}, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    });
    setSessionCookie(reply, ctx.config, token);
    return reply.code(201).send(profile);
  });

  const loginSchema = {
    summary: 'Log in; unfreezes a frozen account',
    description:
      'With two-factor sign-in on, also send `code` (a current authenticator code or an unused recovery code); without it the answer is 401 with `twoFactorRequired: true`.',
    tags,
    body: LoginBody,
    response: {
      200: UserProfileSchema,
      401: TwoFactorRequiredSchema,
      ...errorResponses({ 400: userMessages.INVALID_CREDENTIALS, 429: httpMessages.TOO_MANY_REQUESTS }),
    },
  };
  app.post('/api/users/login', { schema: loginSchema }, async (request, reply) => {
    const { token, profile } = await login(ctx, request.body ?? {}, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    });
    setSessionCookie(reply, ctx.config, token);
    return profile;
  });

  const logoutSchema = {
    summary: 'End this session',
    tags,
    response: { 200: Message('User logged out successfully') },
  };
  app.post('/api/users/logout', { schema: logoutSchema }, async (request, reply) => {
    await logout(ctx, request.sessionToken);
    clearSessionCookie(reply, ctx.config);
    return { message: 'User logged out successfully' };
  });

  const freezeSchema = {
    summary: 'Hide the account and end all its sessions (logging in again unfreezes it)',
    tags,
    security: loggedIn,
    response: {
      200: Type.Object({ success: Type.Boolean() }, { description: 'Frozen', examples: [{ success: true }] }),
      ...errorResponses({ 401: httpMessages.LOGIN_REQUIRED }),
    },
  };
  app.put('/api/users/freeze', { schema: freezeSchema }, async (request, reply) => {
    const user = requireUser(request);
    await freeze(ctx, user.id);
    clearSessionCookie(reply, ctx.config);
    return { success: true };
  });

  const searchSchema = {
    summary: 'Prefix search on username and name, best first, 10 at most',
    tags,
    querystring: SearchQuery,
    response: { 200: UserListSchema, ...errorResponses({ 400: userMessages.SEARCH_QUERY_REQUIRED }) },
  };
  app.get('/api/users/search', { schema: searchSchema }, async (request) => {
    const q = request.query.q?.trim();
    if (!q) throw badRequest(userMessages.SEARCH_QUERY_REQUIRED);
    return searchUsers(ctx, request.user?.id ?? null, q);
  });

  const profileSchema = {
    summary:
      'A profile by username or id, or a remote person by `name@host` (found on their server); the email only for its owner',
    tags,
    params: KeyParams,
    response: { 200: UserProfileSchema, ...errorResponses({ 404: visibilityMessages.USER_NOT_FOUND }) },
  };
  app.get('/api/users/profile/:key', { schema: profileSchema }, async (request) =>
    getProfile(ctx, request.params.key, request.user),
  );

  app.put(
    '/api/users/update/:id',
    {
      schema: {
        summary: 'Update your own profile',
        description:
          'Empty fields stay unchanged; a new password or email needs `currentPassword` and, with two-factor sign-in on, `code` (400 with `twoFactorRequired: true` when missing or wrong; a wrong one counts as a failed login); a new password ends your other sessions. `profilePic` is a data URL in JSON, or a file field in a multipart/form-data request with the same fields.',
        tags,
        security: loggedIn,
        params: IdParams,
        body: { content: { 'application/json': { schema: UpdateBody } } },
        response: {
          200: UserProfileSchema,
          400: invalidOrCodeNeeded(userMessages.USERNAME_CHARACTERS),
          ...errorResponses({
            401: httpMessages.LOGIN_REQUIRED,
            403: userMessages.UPDATE_OTHERS_FORBIDDEN,
            404: visibilityMessages.USER_NOT_FOUND,
            409: userMessages.EMAIL_TAKEN,
            413: httpMessages.BODY_TOO_LARGE,
            415: mediaMessages.IMAGE_TYPE_UNSUPPORTED,
            429: httpMessages.TOO_MANY_REQUESTS,
          }),
        },
      },
      bodyLimit: dataUrlBodyLimit(ctx.config),
    },
    async (request) => {
      const user = requireUser(request);
      const actor = { id: user.id, sessionToken: request.sessionToken, ip: request.ip };
      const form = await readUploadRequest<ProfileFields>(ctx, request, { profilePic: 'image' });
      try {
        return await updateWithAvatar(
          ctx,
          user.id,
          request.params.id,
          form.fields,
          form.upload('profilePic'),
          (changes) => updateProfile(ctx, actor, request.params.id, changes),
        );
      } finally {
        await form.discard();
      }
    },
  );
}
