import fc from 'fast-check';
import type { World } from '../world.js';
import type { FuzzTarget } from './fuzz-target.js';
import { accountTargets, contentTargets, deletingTargets, type TargetParts } from './targets-more.js';

export type { FuzzTarget } from './fuzz-target.js';

export function fuzzTargets(world: World): FuzzTarget[] {
  const userIds = fc.constantFrom(world.alice.id, world.bob.id, world.carol.id, world.frank.id);
  const usernames = fc.constantFrom(world.alice.username, world.bob.username, world.frank.username);
  const postIds = fc.constantFrom(world.postId);
  const storyIds = fc.constantFrom(world.storyId);
  const text = fc.string({ maxLength: 600 });
  const page = ['page', 'before', 'limit'];
  const parts: TargetParts = { userIds, postIds, text, page };
  return [
    ...accountTargets(world, parts),
    ...contentTargets(world, parts),
    {
      route: 'POST /api/users/signup',
      path: '/api/users/signup',
      json: {
        name: text,
        username: fc.stringMatching(/^[a-z][a-z0-9]{2,20}$/),
        email: fc.emailAddress(),
        password: text,
      },
      visitorOnly: true,
    },
    {
      route: 'POST /api/users/login',
      path: '/api/users/login',
      json: { username: usernames, password: text },
      visitorOnly: true,
    },
    { route: 'POST /api/users/logout', path: '/api/users/logout', json: {}, visitorOnly: true },
    { route: 'PUT /api/users/freeze', path: '/api/users/freeze', json: {}, visitorOnly: true },
    {
      route: 'PUT /api/users/update/:id',
      path: '/api/users/update/{id}',
      segments: { id: userIds },
      json: {
        name: text,
        username: fc.stringMatching(/^[a-z][a-z0-9]{2,20}$/),
        email: fc.emailAddress(),
        bio: text,
        password: text,
        currentPassword: fc.constantFrom('correct horse battery', 'a wrong guess', ''),
        profilePic: text,
      },
      multipart: { files: ['profilePic'], fields: ['name', 'bio', 'email', 'username', 'password', 'currentPassword'] },
    },
    { route: 'GET /api/users/search', path: '/api/users/search', query: ['q'] },
    {
      route: 'GET /api/users/profile/:key',
      path: '/api/users/profile/{key}',
      segments: { key: fc.oneof(userIds, usernames) },
    },
    { route: 'POST /api/users/follow/:id', path: '/api/users/follow/{id}', segments: { id: userIds } },
    { route: 'GET /api/users/suggested', path: '/api/users/suggested', query: page },
    {
      route: 'GET /api/users/:id/followers',
      path: '/api/users/{id}/followers',
      segments: { id: userIds },
      query: ['before', 'beforeId'],
    },
    {
      route: 'GET /api/users/:id/following',
      path: '/api/users/{id}/following',
      segments: { id: userIds },
      query: ['before', 'beforeId'],
    },
    { route: 'GET /api/posts/feed', path: '/api/posts/feed', query: [...page, 'media'] },
    {
      route: 'POST /api/posts/create',
      path: '/api/posts/create',
      json: { postedBy: fc.constantFrom(world.alice.id, world.bob.id), text, img: text },
      multipart: { files: ['img', 'video'], fields: ['postedBy', 'text'] },
    },
    { route: 'GET /api/posts/:id', path: '/api/posts/{id}', segments: { id: postIds } },
    { route: 'PUT /api/posts/like/:id', path: '/api/posts/like/{id}', segments: { id: postIds } },
    {
      route: 'PUT /api/posts/reply/:id',
      path: '/api/posts/reply/{id}',
      segments: { id: postIds },
      json: { text, img: text, imgAlt: text, spoiler: text },
      multipart: { files: ['img', 'video'], fields: ['text', 'imgAlt', 'spoiler'] },
    },
    { route: 'GET /api/posts/:id/thread', path: '/api/posts/{id}/thread', segments: { id: postIds }, query: page },
    { route: 'POST /api/posts/repost', path: '/api/posts/repost', json: { postId: postIds, message: text } },
    { route: 'GET /api/posts/user/:username', path: '/api/posts/user/{u}', segments: { u: usernames }, query: page },
    {
      route: 'GET /api/posts/user/:username/replies',
      path: '/api/posts/user/{u}/replies',
      segments: { u: usernames },
      query: page,
    },
    { route: 'GET /api/notifications', path: '/api/notifications', query: ['before'] },
    { route: 'GET /api/notifications/unread-count', path: '/api/notifications/unread-count' },
    { route: 'PUT /api/notifications/read-all', path: '/api/notifications/read-all', json: {} },
    {
      route: 'PUT /api/notifications/:id',
      path: '/api/notifications/{id}',
      segments: { id: fc.constantFrom(world.notificationId) },
    },
    {
      route: 'POST /api/messages',
      path: '/api/messages',
      json: { recipientId: userIds, message: text, img: text },
      multipart: { files: ['img'], fields: ['recipientId', 'message'] },
    },
    { route: 'GET /api/messages/conversations', path: '/api/messages/conversations', query: ['before'] },
    {
      route: 'GET /api/messages/:userId',
      path: '/api/messages/{id}',
      segments: { id: userIds },
      query: ['before', 'after'],
    },
    {
      route: 'POST /api/stories/create',
      path: '/api/stories/create',
      multipart: { files: ['media'], fields: ['mediaType'] },
      json: { mediaType: fc.constantFrom('image', 'video') },
    },
    { route: 'GET /api/stories/getall', path: '/api/stories/getall' },
    { route: 'POST /api/stories/:id/view', path: '/api/stories/{id}/view', segments: { id: storyIds } },
    { route: 'GET /api/stories/:id/getviews', path: '/api/stories/{id}/getviews', segments: { id: storyIds } },
    { route: 'GET /api/push/public-key', path: '/api/push/public-key' },
    {
      route: 'POST /api/push/subscriptions',
      path: '/api/push/subscriptions',
      json: {
        endpoint: fc.oneof(text, fc.webUrl()),
        keys: fc.record({ p256dh: fc.oneof(text, fc.base64String()), auth: fc.oneof(text, fc.base64String()) }),
        expirationTime: fc.oneof(fc.constant(null), fc.integer()),
      },
    },
    { route: 'DELETE /api/push/subscriptions', path: '/api/push/subscriptions', json: { endpoint: text } },
    { route: 'GET /api/push/preferences', path: '/api/push/preferences' },
    {
      route: 'PUT /api/push/preferences',
      path: '/api/push/preferences',
      json: Object.fromEntries(
        ['likes', 'replies', 'reposts', 'follows', 'mentions', 'messages'].map((kind) => [kind, fc.boolean()]),
      ),
    },
    { route: 'GET /api/health', path: '/api/health' },
    // Last: a successful delete would leave the routes above nothing to act on.
    ...deletingTargets(world, parts),
    { route: 'DELETE /api/posts/:id', path: '/api/posts/{id}', segments: { id: postIds } },
    { route: 'DELETE /api/stories/:id', path: '/api/stories/{id}', segments: { id: storyIds } },
  ];
}
