import fc from 'fast-check';
import type { World } from '../world.js';
import type { FuzzTarget } from './fuzz-target.js';

/** What targets share: ids from the world and plain text. */
export interface TargetParts {
  userIds: fc.Arbitrary<string>;
  postIds: fc.Arbitrary<string>;
  text: fc.Arbitrary<string>;
  page: string[];
}

const words = fc.array(fc.string({ maxLength: 60 }), { maxLength: 20 });

/** Accounts, safety, reports and moderation: every route that takes input or is read by a person. */
export function accountTargets(world: World, { userIds, text, page }: TargetParts): FuzzTarget[] {
  const code = fc.oneof(fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^[a-z2-9]{5}-[a-z2-9]{5}$/), text);
  return [
    {
      route: 'POST /api/users/password-reset',
      path: '/api/users/password-reset',
      json: { email: fc.oneof(fc.emailAddress(), text) },
    },
    {
      route: 'POST /api/users/password-reset/confirm',
      path: '/api/users/password-reset/confirm',
      json: { token: fc.base64String({ maxLength: 60 }), password: text },
    },
    { route: 'POST /api/users/2fa/setup', path: '/api/users/2fa/setup', json: {} },
    { route: 'POST /api/users/2fa/enable', path: '/api/users/2fa/enable', json: { code } },
    { route: 'POST /api/users/2fa/disable', path: '/api/users/2fa/disable', json: { password: text, code } },
    { route: 'GET /api/users/sessions', path: '/api/users/sessions' },
    {
      route: 'DELETE /api/users/sessions/:id',
      path: '/api/users/sessions/{id}',
      segments: { id: fc.string({ maxLength: 40 }) },
    },
    { route: 'GET /api/users/me/export', path: '/api/users/me/export' },
    { route: 'DELETE /api/users/sessions', path: '/api/users/sessions', visitorOnly: true },
    {
      route: 'PUT /api/users/me/locale',
      path: '/api/users/me/locale',
      json: { locale: fc.oneof(fc.constantFrom('en', 'es', 'ja', 'ar', 'auto', null), text) },
    },
    { route: 'GET /api/federation/resolve', path: '/api/federation/resolve', query: ['url'] },
    { route: 'GET /api/users/me/aliases', path: '/api/users/me/aliases' },
    {
      route: 'PUT /api/users/me/aliases',
      path: '/api/users/me/aliases',
      json: { aliases: fc.array(text, { maxLength: 7 }) },
    },
    { route: 'POST /api/users/me/move', path: '/api/users/me/move', json: { target: text, password: text } },
    { route: 'POST /api/users/block/:id', path: '/api/users/block/{id}', segments: { id: userIds } },
    { route: 'POST /api/users/mute/:id', path: '/api/users/mute/{id}', segments: { id: userIds } },
    { route: 'GET /api/users/blocks', path: '/api/users/blocks', query: page },
    { route: 'GET /api/users/mutes', path: '/api/users/mutes', query: page },
    { route: 'GET /api/users/muted-words', path: '/api/users/muted-words' },
    { route: 'PUT /api/users/muted-words', path: '/api/users/muted-words', json: { words } },
    {
      route: 'POST /api/reports',
      path: '/api/reports',
      json: {
        targetType: fc.constantFrom('post', 'user', 'message', 'story', 'reply', 'nonsense'),
        targetId: fc.constantFrom(world.postId, world.bob.id, world.messageId, world.storyId),
        reason: fc.constantFrom('spam', 'harassment', 'other', 'x'),
        note: text,
      },
    },
    { route: 'GET /api/admin/reports', path: '/api/admin/reports', query: ['status', 'before'] },
    {
      route: 'PUT /api/admin/reports/:id',
      path: '/api/admin/reports/{id}',
      segments: { id: fc.string({ maxLength: 30 }) },
      json: { action: fc.constantFrom('dismiss', 'remove', 'suspend', 'x') },
    },
    { route: 'GET /api/admin/users/suspended', path: '/api/admin/users/suspended', query: ['before'] },
    {
      route: 'POST /api/admin/users/:id/suspend',
      path: '/api/admin/users/{id}/suspend',
      segments: { id: userIds },
      json: { reason: text },
    },
    {
      route: 'POST /api/admin/users/:id/unsuspend',
      path: '/api/admin/users/{id}/unsuspend',
      segments: { id: userIds },
    },
    { route: 'GET /api/admin/audit', path: '/api/admin/audit', query: ['before'] },
    { route: 'GET /api/admin/instances', path: '/api/admin/instances' },
    { route: 'GET /api/admin/domain-blocks', path: '/api/admin/domain-blocks' },
    {
      route: 'POST /api/admin/domain-blocks',
      path: '/api/admin/domain-blocks',
      json: { domain: fc.oneof(text, fc.domain()), severity: fc.constantFrom('block', 'limit', 'x'), reason: text },
    },
    {
      route: 'DELETE /api/admin/domain-blocks/:domain',
      path: '/api/admin/domain-blocks/{domain}',
      segments: { domain: fc.oneof(fc.string({ maxLength: 30 }), fc.domain()) },
    },
    // Sent with a wrong password only: a fuzz run must not delete alice.
    { route: 'DELETE /api/users/me', path: '/api/users/me', json: { password: text, code } },
  ];
}

/** Posts, chat groups, media and the documentation: the rest of the surface. */
export function contentTargets(world: World, { userIds, postIds, text, page }: TargetParts): FuzzTarget[] {
  const conversationIds = fc.constantFrom(world.conversationId);
  return [
    { route: 'PUT /api/posts/:id', path: '/api/posts/{id}', segments: { id: postIds }, json: { text, spoiler: text } },
    { route: 'GET /api/posts/:id/history', path: '/api/posts/{id}/history', segments: { id: postIds } },
    { route: 'POST /api/posts/bookmark/:id', path: '/api/posts/bookmark/{id}', segments: { id: postIds } },
    { route: 'GET /api/posts/bookmarks', path: '/api/posts/bookmarks', query: page },
    { route: 'GET /api/posts/search', path: '/api/posts/search', query: ['q', ...page] },
    {
      route: 'GET /api/posts/tag/:tag',
      path: '/api/posts/tag/{tag}',
      segments: { tag: fc.string({ maxLength: 80 }) },
      query: page,
    },
    { route: 'GET /api/tags/trending', path: '/api/tags/trending' },
    { route: 'GET /api/messages/unread-count', path: '/api/messages/unread-count' },
    {
      route: 'GET /api/messages/conversation/:conversationId',
      path: '/api/messages/conversation/{id}',
      segments: { id: conversationIds },
      query: ['before', 'after'],
    },
    {
      route: 'POST /api/messages/groups',
      path: '/api/messages/groups',
      json: { name: text, participantIds: fc.array(userIds, { maxLength: 40 }) },
    },
    {
      route: 'PUT /api/messages/groups/:id',
      path: '/api/messages/groups/{id}',
      segments: { id: conversationIds },
      json: { name: text },
    },
    {
      route: 'POST /api/messages/groups/:id/members',
      path: '/api/messages/groups/{id}/members',
      segments: { id: conversationIds },
      json: { userId: userIds },
    },
    {
      route: 'GET /media/:name',
      path: '/media/{file}',
      segments: { file: fc.constantFrom(world.storyMediaUrl.slice(7)) },
    },
    {
      route: 'GET /media/private/:name',
      path: '/media/private/{file}',
      segments: { file: fc.constantFrom(world.chatImageUrl.split('/').pop() ?? 'x') },
    },
    { route: 'GET /api/metrics', path: '/api/metrics' },
    { route: 'GET /api/openapi.json', path: '/api/openapi.json' },
    { route: 'GET /api/docs', path: '/api/docs' },
    { route: 'GET /api/docs/json', path: '/api/docs/json' },
    { route: 'GET /api/docs/yaml', path: '/api/docs/yaml' },
    { route: 'GET /api/docs/static/index.html', path: '/api/docs/static/index.html' },
    { route: 'GET /api/docs/static/swagger-initializer.js', path: '/api/docs/static/swagger-initializer.js' },
    {
      route: 'GET /api/docs/static/*',
      path: '/api/docs/static/{file}',
      segments: { file: fc.constantFrom('swagger-ui.css', 'index.css', '../../package.json', 'nope.js') },
    },
  ];
}

/** Deletes, sent after everything else so the routes above still have something to act on. */
export function deletingTargets(world: World, { postIds }: TargetParts): FuzzTarget[] {
  return [
    { route: 'DELETE /api/posts/repost/:postId', path: '/api/posts/repost/{id}', segments: { id: postIds } },
    {
      route: 'DELETE /api/posts/:id/replies/:replyId',
      path: '/api/posts/{id}/replies/{reply}',
      segments: { id: postIds, reply: fc.string({ maxLength: 30 }) },
    },
    {
      route: 'DELETE /api/messages/:id',
      path: '/api/messages/{id}',
      segments: { id: fc.constantFrom(world.messageId) },
    },
    {
      route: 'DELETE /api/messages/groups/:id/members/me',
      path: '/api/messages/groups/{id}/members/me',
      segments: { id: fc.constantFrom(world.conversationId) },
    },
  ];
}
