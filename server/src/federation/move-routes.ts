import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { accountMessages } from '../accounts/messages.js';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses } from '../http/schemas.js';
import { accountMoves } from './fedify-modules.js';
import { federationMessages, MAX_ALIASES } from './messages.js';

const Account = Type.Object({
  uri: Type.String({ description: 'Its ActivityPub id' }),
  username: Type.String({ description: '`name@host`' }),
});
const AccountLinks = Type.Object(
  { aliases: Type.Array(Account), movedTo: Type.Union([Account, Type.Null()]) },
  {
    description: 'Your aliases (`alsoKnownAs`) and the account you moved to, if you did',
    examples: [{ aliases: [{ uri: 'https://far.example/users/maya', username: 'maya@far.example' }], movedTo: null }],
  },
);
const Handle = Type.String({
  minLength: 1,
  maxLength: 2000,
  description: '`@name@host` or the address of the account',
});
const tags = ['users'];
const security = [{ session: [] }];
const naming = [
  federationMessages.ACCOUNT_ADDRESS_INVALID,
  federationMessages.ACCOUNT_OURS,
  federationMessages.FEDERATION_OFF,
];

/** Aliases and moving away: the account's links to accounts on other servers. */
export async function moveRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/users/me/aliases',
    {
      schema: {
        summary: 'Your aliases on other servers and the account you moved to',
        tags,
        security,
        response: { 200: AccountLinks, ...errorResponses({ 401: httpMessages.LOGIN_REQUIRED }) },
      },
    },
    async (request) => (await accountMoves()).accountLinks(ctx, requireUser(request).id),
  );
  app.put(
    '/api/users/me/aliases',
    {
      schema: {
        summary: 'Say which accounts on other servers are also yours (so one of them may move here)',
        description: `Each is looked up first (WebFinger or ActivityPub); at most ${MAX_ALIASES}. An empty list removes them all.`,
        tags,
        security,
        body: Type.Object({ aliases: Type.Array(Handle, { maxItems: 50 }) }),
        response: {
          200: AccountLinks,
          ...errorResponses({
            400: [...naming, federationMessages.ALIASES_TOO_MANY],
            401: httpMessages.LOGIN_REQUIRED,
            404: federationMessages.ACCOUNT_NOT_FOUND,
          }),
        },
      },
    },
    async (request) => (await accountMoves()).setAliases(ctx, requireUser(request).id, request.body.aliases),
  );
  app.post(
    '/api/users/me/move',
    {
      schema: {
        summary: 'Move your account to one on another server',
        description:
          'The new account must list this one in its aliases (`alsoKnownAs`) first. Your followers’ servers are told (`Move`) and move their follows; this account then shows where it went and takes no more posts, likes or follows.',
        tags,
        security,
        body: Type.Object({ target: Handle, password: Type.String({ maxLength: 1000 }) }),
        response: {
          200: AccountLinks,
          ...errorResponses({
            400: [...naming, accountMessages.PASSWORD_WRONG],
            401: httpMessages.LOGIN_REQUIRED,
            404: federationMessages.ACCOUNT_NOT_FOUND,
            409: [federationMessages.ACCOUNT_MOVED, federationMessages.MOVE_ALIAS_MISSING],
          }),
        },
      },
    },
    async (request) => (await accountMoves()).moveAccount(ctx, requireUser(request).id, request.body),
  );
}
