import type { HttpCase } from './authorization-case.js';

const LOGIN = [401, 'You must be logged in'] as const satisfies [number, string];
const USERS_ONLY = { visitor: LOGIN, other: 200, owner: 200, frozen: LOGIN };
const ADMINS = {
  visitor: LOGIN,
  other: [403, 'Admins only'],
  owner: [403, 'Admins only'],
  frozen: LOGIN,
} satisfies HttpCase['expect'];
/** An admin write: "Admins only" is said on request (admin/routes.ts), before the moved check could refuse it. */
const ADMIN_WRITE = { expect: ADMINS, moved: ADMINS.other } satisfies Pick<HttpCase, 'expect' | 'moved'>;
const UNKNOWN_ID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
const get = (path: string) => () => ({ method: 'GET', path });
const freshPost = async (world: Parameters<HttpCase['request']>[0]) => world.post(world.alice);

/** The trust-and-safety routes × {visitor, another user, the owner, a frozen user}. */
export const safetyMatrix: HttpCase[] = [
  // Safety: block, mute, muted words, reports
  {
    route: 'POST /api/users/block/:id',
    request: async (world) => ({ method: 'POST', path: `/api/users/block/${(await world.signup()).id}` }),
    expect: USERS_ONLY,
  },
  {
    route: 'POST /api/users/block/:id',
    scenario: 'yourself',
    request: (_world, self) => ({ method: 'POST', path: `/api/users/block/${self?.id ?? 'nobody'}` }),
    expect: {
      visitor: LOGIN,
      other: [400, 'You cannot block yourself'],
      owner: [400, 'You cannot block yourself'],
      frozen: LOGIN,
    },
  },
  { route: 'GET /api/users/blocks', request: get('/api/users/blocks'), expect: USERS_ONLY },
  {
    route: 'POST /api/users/mute/:id',
    request: async (world) => ({ method: 'POST', path: `/api/users/mute/${(await world.signup()).id}` }),
    expect: USERS_ONLY,
  },
  { route: 'GET /api/users/mutes', request: get('/api/users/mutes'), expect: USERS_ONLY },
  { route: 'GET /api/users/muted-words', request: get('/api/users/muted-words'), expect: USERS_ONLY },
  {
    route: 'PUT /api/users/muted-words',
    request: () => ({ method: 'PUT', path: '/api/users/muted-words', json: { words: ['spoilers'] } }),
    expect: USERS_ONLY,
  },
  {
    route: 'POST /api/reports',
    request: async (world) => ({
      method: 'POST',
      path: '/api/reports',
      json: { targetType: 'post', targetId: await freshPost(world), reason: 'spam' },
    }),
    expect: {
      visitor: LOGIN,
      other: 201,
      owner: [400, 'You cannot report yourself or your own content'],
      frozen: LOGIN,
    },
  },
  {
    route: 'POST /api/reports',
    scenario: "a message of someone else's conversation",
    request: (world) => ({
      method: 'POST',
      path: '/api/reports',
      json: { targetType: 'message', targetId: world.messageId, reason: 'spam' },
    }),
    expect: { visitor: LOGIN, other: [404, 'Message not found'], owner: 201, frozen: LOGIN },
  },
  // Admin: nobody in the world is an admin; admin actions are tested in admin/admin.test.ts.
  { route: 'GET /api/admin/reports', request: get('/api/admin/reports'), expect: ADMINS },
  {
    route: 'PUT /api/admin/reports/:id',
    request: () => ({ method: 'PUT', path: `/api/admin/reports/${UNKNOWN_ID}`, json: { action: 'dismiss' } }),
    ...ADMIN_WRITE,
  },
  { route: 'GET /api/admin/users/suspended', request: get('/api/admin/users/suspended'), expect: ADMINS },
  {
    route: 'POST /api/admin/users/:id/suspend',
    request: (world) => ({ method: 'POST', path: `/api/admin/users/${world.bob.id}/suspend`, json: { reason: 'x' } }),
    ...ADMIN_WRITE,
  },
  {
    route: 'POST /api/admin/users/:id/unsuspend',
    request: (world) => ({ method: 'POST', path: `/api/admin/users/${world.bob.id}/unsuspend` }),
    ...ADMIN_WRITE,
  },
  { route: 'GET /api/admin/audit', request: get('/api/admin/audit'), expect: ADMINS },
  // Other servers (federation/domain-block-routes.ts); admins' own answers: federation/domain-block-routes.test.ts.
  { route: 'GET /api/admin/instances', request: get('/api/admin/instances'), expect: ADMINS },
  { route: 'GET /api/admin/domain-blocks', request: get('/api/admin/domain-blocks'), expect: ADMINS },
  {
    route: 'POST /api/admin/domain-blocks',
    request: () => ({ method: 'POST', path: '/api/admin/domain-blocks', json: { domain: 'spam.example' } }),
    ...ADMIN_WRITE,
  },
  {
    route: 'DELETE /api/admin/domain-blocks/:domain',
    request: () => ({ method: 'DELETE', path: '/api/admin/domain-blocks/spam.example' }),
    ...ADMIN_WRITE,
  },
];
