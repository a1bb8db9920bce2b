import { createECDH, randomBytes } from 'node:crypto';
import { formWith } from '@threads/server/test-support';
import { get, type HttpCase, LOGIN, OPEN, USERS_ONLY } from './authorization-case.js';
import type { World } from './world.js';

/** A browser's PushSubscription JSON with real keys and an endpoint of its own. */
const pushSubscription = () => ({
  endpoint: `https://push.example.net/send/${randomBytes(8).toString('hex')}`,
  keys: {
    p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  },
});
const allPushKinds = { likes: true, replies: true, reposts: true, follows: true, mentions: true, messages: true };

/** The authorization matrix's rows for push subscriptions and preferences. */
export const pushRows: HttpCase[] = [
  { route: 'GET /api/push/public-key', request: get('/api/push/public-key'), expect: OPEN },
  {
    route: 'POST /api/push/subscriptions',
    request: () => ({ method: 'POST', path: '/api/push/subscriptions', json: pushSubscription() }),
    expect: { visitor: LOGIN, other: 201, owner: 201, frozen: LOGIN },
  },
  {
    route: 'DELETE /api/push/subscriptions',
    request: () => ({
      method: 'DELETE',
      path: '/api/push/subscriptions',
      json: { endpoint: pushSubscription().endpoint },
    }),
    expect: USERS_ONLY,
  },
  { route: 'GET /api/push/preferences', request: get('/api/push/preferences'), expect: USERS_ONLY },
  {
    route: 'PUT /api/push/preferences',
    request: () => ({ method: 'PUT', path: '/api/push/preferences', json: allPushKinds }),
    expect: USERS_ONLY,
  },
];

const freshStory = async (world: World) => world.story(world.alice);
const storyForm = (world: World) =>
  formWith({ mediaType: 'image', media: { bytes: world.png, name: 's.png', type: 'image/png' } });

/** The authorization matrix's rows for stories. */
export const storyRows: HttpCase[] = [
  {
    route: 'POST /api/stories/create',
    request: (world) => ({ method: 'POST', path: '/api/stories/create', form: storyForm(world) }),
    expect: { visitor: LOGIN, other: 201, owner: 201, frozen: LOGIN },
  },
  { route: 'GET /api/stories/getall', request: get('/api/stories/getall'), expect: USERS_ONLY },
  {
    route: 'POST /api/stories/:id/view',
    request: (world) => ({ method: 'POST', path: `/api/stories/${world.storyId}/view` }),
    expect: USERS_ONLY,
  },
  {
    route: 'GET /api/stories/:id/getviews',
    request: (world) => ({ method: 'GET', path: `/api/stories/${world.storyId}/getviews` }),
    expect: {
      visitor: LOGIN,
      other: [403, 'Only the owner of a story can see its viewers'],
      owner: 200,
      frozen: LOGIN,
    },
  },
  {
    route: 'DELETE /api/stories/:id',
    request: async (world) => ({ method: 'DELETE', path: `/api/stories/${await freshStory(world)}` }),
    expect: { visitor: LOGIN, other: [403, 'You can only delete your own stories'], owner: 200, frozen: LOGIN },
  },
];
