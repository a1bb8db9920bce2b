import { describe, expect, it } from 'vitest';
import { pagingFrom } from '../db/pagination.js';
import { homeFeed } from '../feed/service.js';
import { listNotifications } from '../notifications/service.js';
import { userReplies } from '../posts/replies.js';
import { getPost } from '../posts/service.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { searchUsers } from '../users/search.js';
import { getProfile } from '../users/service.js';

interface Operation {
  summary?: string;
  tags?: string[];
  responses?: Record<
    string,
    { content?: Record<string, { schema?: { examples?: unknown }; example?: unknown; examples?: unknown }> }
  >;
}

/** The parts of the API whose every operation must be fully documented. */
const documentedTags = [
  'users',
  'follows',
  'posts',
  'feed',
  'notifications',
  'push',
  'stories',
  'chat',
  'health',
  'safety',
  'reports',
  'admin',
];

describe('API reference', () => {
  const server = useTestServer('sqlite');

  it('serves OpenAPI 3.1 built from the route schemas', async () => {
    const res = await server.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/users/signup',
        '/api/users/profile/{key}',
        '/api/users/{id}/followers',
      ]),
    );
    expect(res.body.paths['/api/users/signup'].post.requestBody.content['application/json'].schema.properties).toEqual(
      expect.objectContaining({ username: expect.any(Object), password: expect.any(Object) }),
    );
  });

  it('documents every operation with a summary, responses, errors and examples', async () => {
    const { paths } = (await server.client().get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    const checked: string[] = [];
    for (const [route, methods] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!operation.tags?.some((tag) => documentedTags.includes(tag))) continue;
        checked.push(`${method} ${route}`);
        expect(operation.summary, `${method} ${route}`).toBeTruthy();
        const responses = Object.entries(operation.responses ?? {});
        expect(
          responses.some(([status]) => status.startsWith('2')),
          `${method} ${route} success`,
        ).toBe(true);
        for (const [status, response] of responses) {
          const json = Object.values(response.content ?? {})[0];
          expect(json?.schema, `${method} ${route} ${status} schema`).toBeTruthy();
          expect(
            json?.example ?? json?.examples ?? json?.schema?.examples,
            `${method} ${route} ${status} example`,
          ).toBeTruthy();
        }
      }
    }
    expect(checked.length).toBe(Object.values(paths).flatMap((methods) => Object.keys(methods)).length);
  });

  it('serves an interactive reader at /api/docs', async () => {
    const page = await server.client().get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const init = await server.client().get('/api/docs/static/swagger-initializer.js');
    expect(init.status).toBe(200);
    expect((await server.client().get('/api/docs/json')).body.openapi).toBe('3.1.0');
  });
});

describe.each(engines)('response schemas drop nothing on %s', (engine) => {
  const server = useTestServer(engine);

  it('sends every field the services produce', async () => {
    const client = server.client();
    const me = await client.signup({ name: 'Schema Check' });
    const other = server.client();
    const them = await other.signup();
    await client.post(`/api/users/follow/${them._id}`);
    const ctx = server.app.ctx;

    expect((await client.get(`/api/users/profile/${me._id}`)).body).toEqual(
      await getProfile(ctx, me._id, { id: me._id, role: 'user' }),
    );
    expect((await other.get(`/api/users/profile/${me._id}`)).body).toEqual(
      await getProfile(ctx, me._id, { id: them._id, role: 'user' }),
    );
    expect((await client.get('/api/users/search?q=schema')).body).toEqual(await searchUsers(ctx, me._id, 'schema'));
    const followers = (await client.get(`/api/users/${them._id}/followers`)).body;
    expect(followers).toEqual([expect.objectContaining({ _id: me._id, name: 'Schema Check' })]);
    expect(Object.keys(followers[0]).sort()).toEqual([
      '_id',
      'bio',
      'followedAt',
      'followers',
      'name',
      'profilePic',
      'username',
    ]);

    const post = (await client.post('/api/posts/create', { postedBy: me._id, text: 'schema check' })).body;
    await other.put(`/api/posts/reply/${post._id}`, { text: 'a reply' });
    await other.put(`/api/posts/like/${post._id}`);
    const repost = (await other.post('/api/posts/repost', { postId: post._id, message: 'look' })).body;
    const firstPage = pagingFrom({});
    expect((await client.get(`/api/posts/${repost._id}`)).body).toEqual(await getPost(ctx, me._id, repost._id));
    expect((await client.get('/api/posts/feed')).body).toEqual(
      await homeFeed(ctx, me._id, firstPage, { videoOnly: false }),
    );
    expect((await client.get(`/api/posts/user/${them.username}/replies`)).body).toEqual(
      await userReplies(ctx, me._id, them.username, firstPage),
    );
    expect((await client.get('/api/notifications')).body).toEqual(await listNotifications(ctx, me._id, undefined));
  });
});
