import { mediaMessages } from '../../src/media/messages.js';
import {
  type Actor,
  everyone,
  get,
  type HttpCase,
  LOGIN,
  OPEN,
  type Outcome,
  USERS_ONLY,
} from './authorization-case.js';
import { accountRows } from './authorization-matrix-accounts.js';
import { groupChatRows } from './authorization-matrix-chat.js';
import { postRows } from './authorization-matrix-posts.js';
import { pushRows, storyRows } from './authorization-matrix-push-stories.js';
import { replyRows } from './authorization-matrix-replies.js';
import { repostRows } from './authorization-matrix-reposts.js';
import { safetyMatrix } from './safety-matrix.js';
import type { World } from './world.js';

const MEDIA_NOT_FOUND: Outcome = [404, 'Media not found'];
const REMOTE_MEDIA_UNAVAILABLE: Outcome = [404, mediaMessages.REMOTE_MEDIA_UNAVAILABLE];
const updateAlice = (json: object) => (world: World) => ({
  method: 'PUT',
  path: `/api/users/update/${world.alice.id}`,
  json,
});
const updateRefusal = (owner: Outcome): Record<Actor, Outcome> => ({
  visitor: LOGIN,
  other: [403, 'You cannot update another user'],
  owner,
  frozen: LOGIN,
});

const mentionsAlice = (body: unknown, world: World) =>
  JSON.stringify(body).includes(world.alice.id) || JSON.stringify(body).includes(world.messageId);

/** Every HTTP route × {visitor, another user, the owner, a frozen user} → the expected answer (a moved person's is derived: movedOutcome). */
export const httpMatrix: HttpCase[] = [
  // Accounts
  {
    route: 'POST /api/users/signup',
    request: () => {
      const name = `s${Math.random().toString(36).slice(2, 10)}`;
      return {
        method: 'POST',
        path: '/api/users/signup',
        json: { name, username: name, email: `${name}@example.com`, password: 'correct horse battery' },
      };
    },
    expect: { visitor: 201, other: 201, owner: 201, frozen: 201 },
  },
  {
    route: 'POST /api/users/login',
    scenario: 'own credentials',
    fresh: true,
    request: (_world, self) => ({
      method: 'POST',
      path: '/api/users/login',
      json: { username: self?.username ?? 'nobody', password: self?.password ?? 'wrong password' },
    }),
    expect: { visitor: [400, 'Invalid username or password'], other: 200, owner: 200, frozen: 200 },
  },
  {
    route: 'POST /api/users/login',
    scenario: 'a frozen account logs in again (unfreezes it)',
    request: async (world) => {
      const account = await world.signup();
      await fetch(`${world.url}/api/users/freeze`, { method: 'PUT', headers: { cookie: account.cookie } });
      return {
        method: 'POST',
        path: '/api/users/login',
        json: { username: account.username, password: account.password },
      };
    },
    expect: OPEN,
  },
  {
    route: 'POST /api/users/logout',
    fresh: true,
    request: () => ({ method: 'POST', path: '/api/users/logout' }),
    expect: OPEN,
  },
  {
    route: 'PUT /api/users/freeze',
    fresh: true,
    request: () => ({ method: 'PUT', path: '/api/users/freeze' }),
    expect: USERS_ONLY,
  },
  {
    route: 'PUT /api/users/update/:id',
    request: updateAlice({ bio: 'updated' }),
    expect: updateRefusal(200),
  },
  {
    route: 'PUT /api/users/update/:id',
    scenario: 'a new password without the current one',
    request: updateAlice({ password: 'another password' }),
    expect: updateRefusal([400, 'Enter your current password to change your password or email.']),
  },
  {
    route: 'PUT /api/users/update/:id',
    scenario: 'a new email with a wrong current password',
    request: updateAlice({ email: 'taken-over@example.com', currentPassword: 'a wrong guess' }),
    expect: updateRefusal([400, 'Your current password is incorrect.']),
  },
  {
    route: 'PUT /api/users/update/:id',
    scenario: 'renaming to a reserved name',
    request: updateAlice({ username: 'settings' }),
    expect: updateRefusal([400, 'This username is reserved. Please choose another one.']),
  },
  {
    route: 'GET /api/users/search',
    request: (world) => ({ method: 'GET', path: `/api/users/search?q=${world.alice.username.slice(0, 4)}` }),
    expect: OPEN,
    private: (body) => !JSON.stringify(body).includes('@example.com'),
  },
  {
    route: 'GET /api/users/profile/:key',
    request: (world) => ({ method: 'GET', path: `/api/users/profile/${world.alice.username}` }),
    expect: OPEN,
    private: (body) => body.email === undefined,
  },
  {
    route: 'GET /api/users/profile/:key',
    scenario: 'a frozen user is not found',
    request: (world) => ({ method: 'GET', path: `/api/users/profile/${world.frank.id}` }),
    expect: {
      visitor: [404, 'User not found'],
      other: [404, 'User not found'],
      owner: [404, 'User not found'],
      frozen: [404, 'User not found'],
    },
  },
  // Follows
  {
    route: 'POST /api/users/follow/:id',
    request: (world) => ({ method: 'POST', path: `/api/users/follow/${world.alice.id}` }),
    expect: { visitor: LOGIN, other: 200, owner: [400, 'You cannot follow yourself'], frozen: LOGIN },
  },
  {
    route: 'POST /api/users/follow/:id',
    scenario: 'a frozen user cannot be followed',
    request: (world) => ({ method: 'POST', path: `/api/users/follow/${world.frank.id}` }),
    expect: { visitor: LOGIN, other: [404, 'User not found'], owner: [404, 'User not found'], frozen: LOGIN },
  },
  { route: 'GET /api/users/suggested', request: get('/api/users/suggested'), expect: OPEN },
  {
    route: 'GET /api/users/:id/followers',
    request: (world) => ({ method: 'GET', path: `/api/users/${world.alice.id}/followers` }),
    expect: OPEN,
    private: (body) => !JSON.stringify(body).includes('@example.com'),
  },
  {
    route: 'GET /api/users/:id/following',
    request: (world) => ({ method: 'GET', path: `/api/users/${world.alice.id}/following` }),
    expect: OPEN,
    private: (body) => !JSON.stringify(body).includes('@example.com'),
  },
  // Posts and feed
  ...postRows,
  ...repostRows,
  ...replyRows,
  {
    route: 'GET /api/posts/user/:username',
    request: (world) => ({ method: 'GET', path: `/api/posts/user/${world.alice.username}` }),
    expect: OPEN,
  },
  {
    route: 'GET /api/posts/user/:username/replies',
    request: (world) => ({ method: 'GET', path: `/api/posts/user/${world.alice.username}/replies` }),
    expect: OPEN,
  },
  // Notifications
  {
    route: 'GET /api/notifications',
    request: get('/api/notifications'),
    expect: USERS_ONLY,
    private: (body, world) => !JSON.stringify(body).includes(world.notificationId),
  },
  { route: 'GET /api/notifications/unread-count', request: get('/api/notifications/unread-count'), expect: USERS_ONLY },
  {
    route: 'PUT /api/notifications/read-all',
    request: () => ({ method: 'PUT', path: '/api/notifications/read-all' }),
    expect: USERS_ONLY,
  },
  {
    route: 'PUT /api/notifications/:id',
    request: (world) => ({ method: 'PUT', path: `/api/notifications/${world.notificationId}` }),
    expect: { visitor: LOGIN, other: [404, 'Notification not found'], owner: 200, frozen: LOGIN },
  },
  // Chat
  {
    route: 'POST /api/messages',
    request: (world) => ({
      method: 'POST',
      path: '/api/messages',
      json: { recipientId: world.bob.id, message: 'hey' },
    }),
    expect: { visitor: LOGIN, other: 201, owner: 201, frozen: LOGIN },
  },
  {
    route: 'POST /api/messages',
    scenario: 'to a frozen user',
    request: (world) => ({
      method: 'POST',
      path: '/api/messages',
      json: { recipientId: world.frank.id, message: 'hey' },
    }),
    expect: { visitor: LOGIN, other: [404, 'User not found'], owner: [404, 'User not found'], frozen: LOGIN },
  },
  {
    route: 'GET /api/messages/conversations',
    request: get('/api/messages/conversations'),
    expect: USERS_ONLY,
    private: (body, world) => !JSON.stringify(body).includes(world.conversationId),
  },
  {
    route: 'GET /api/messages/:userId|:id',
    request: (world) => ({ method: 'GET', path: `/api/messages/${world.bob.id}` }),
    expect: USERS_ONLY,
    private: (body, world) => !mentionsAlice(body, world),
  },
  ...groupChatRows,
  // Push
  ...pushRows,
  // Stories
  ...storyRows,
  ...safetyMatrix,
  // Operations and documentation: public by design, nothing per user in them.
  { route: 'GET /api/health', request: get('/api/health'), expect: OPEN },
  { route: 'GET /api/metrics', scenario: 'from this machine', request: get('/api/metrics'), expect: OPEN },
  {
    route: 'GET /api/metrics',
    scenario: 'through a proxy, without METRICS_TOKEN',
    request: () => ({ method: 'GET', path: '/api/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } }),
    expect: everyone([403, 'Metrics are served only to this machine, or with METRICS_TOKEN set.']),
  },
  { route: 'GET /api/openapi.json', request: get('/api/openapi.json'), expect: OPEN },
  { route: 'GET /api/docs', request: get('/api/docs'), expect: OPEN },
  { route: 'GET /api/docs/', request: get('/api/docs/'), expect: OPEN },
  { route: 'GET /api/docs/json', request: get('/api/docs/json'), expect: OPEN },
  { route: 'GET /api/docs/yaml', request: get('/api/docs/yaml'), expect: OPEN },
  { route: 'GET /api/docs/static/index.html', request: get('/api/docs/static/index.html'), expect: OPEN },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    request: get('/api/docs/static/swagger-initializer.js'),
    expect: OPEN,
  },
  { route: 'GET /api/docs/static/*', request: get('/api/docs/static/swagger-ui.css'), expect: OPEN },
  // Public media names are 128 random bits; anyone holding the URL may fetch the file.
  { route: 'GET /media/:name', request: (world) => ({ method: 'GET', path: world.storyMediaUrl }), expect: OPEN },
  {
    route: 'GET /media/:name',
    scenario: 'no path out of the media folder',
    request: get('/media/..%2fapp.db'),
    expect: { visitor: MEDIA_NOT_FOUND, other: MEDIA_NOT_FOUND, owner: MEDIA_NOT_FOUND, frozen: MEDIA_NOT_FOUND },
  },
  {
    route: 'GET /media/:name',
    scenario: 'a private file asked for as public',
    request: (world) => ({ method: 'GET', path: world.chatImageUrl.replace('/private/', '/') }),
    expect: { visitor: MEDIA_NOT_FOUND, other: MEDIA_NOT_FOUND, owner: MEDIA_NOT_FOUND, frozen: MEDIA_NOT_FOUND },
  },
  {
    route: 'GET /media/:name',
    scenario: "an expired copy of a remote post's image whose server cannot be reached",
    request: (world) => ({ method: 'GET', path: world.expiredRemoteMediaUrl ?? '' }),
    expect: everyone(REMOTE_MEDIA_UNAVAILABLE),
  },
  // A chat image: only the two people in the conversation (alice is its recipient).
  {
    route: 'GET /media/private/:name',
    request: (world) => ({ method: 'GET', path: world.chatImageUrl }),
    expect: { visitor: LOGIN, other: MEDIA_NOT_FOUND, owner: 200, frozen: LOGIN },
  },
  ...accountRows,
];
