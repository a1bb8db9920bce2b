import { postMessages } from '../../src/posts/messages.js';
import { visibilityMessages } from '../../src/visibility/messages.js';
import { everyone, get, type HttpCase, LOGIN, OPEN, type Outcome, USERS_ONLY } from './authorization-case.js';
import { sendAs } from './raw-request.js';
import type { Account, World } from './world.js';

const freshPost = async (world: World) => world.post(world.alice);

/**
 * A new person with one post, who blocks the reader. A frozen reader reads with a stale cookie, as a visitor,
 * so whether their hidden account could be blocked does not matter.
 */
async function blockingAuthor(world: World, reader: Account | null) {
  const author = await world.signup();
  const postId = await world.post(author);
  if (reader) await sendAs(world.url, author.cookie, { method: 'POST', path: `/api/users/block/${reader.id}` });
  return { author, postId };
}

/** A new person with one post, who then froze their account. */
async function frozenAuthor(world: World) {
  const author = await world.signup();
  const postId = await world.post(author);
  await sendAs(world.url, author.cookie, { method: 'PUT', path: '/api/users/freeze' });
  return { author, postId };
}

/** Readers an author blocked are told the post or person is not there; the others read as usual. */
const HIDDEN_FROM_BLOCKED = (outcome: Outcome) => ({
  visitor: 200,
  other: outcome,
  owner: outcome,
  frozen: 200,
});

/** The authorization matrix's rows for posts and the feed (replies and reposts have their own files). */
export const postRows: HttpCase[] = [
  { route: 'GET /api/posts/feed', request: get('/api/posts/feed'), expect: USERS_ONLY },
  {
    route: 'GET /api/posts/feed',
    scenario: 'videos only',
    request: get('/api/posts/feed?media=video'),
    expect: USERS_ONLY,
  },
  {
    route: 'POST /api/posts/create',
    request: (world) => ({
      method: 'POST',
      path: '/api/posts/create',
      json: { postedBy: world.alice.id, text: 'mine' },
    }),
    expect: { visitor: LOGIN, other: [403, 'You can only post as yourself'], owner: 201, frozen: LOGIN },
  },
  {
    route: 'GET /api/posts/:id',
    request: (world) => ({ method: 'GET', path: `/api/posts/${world.postId}` }),
    expect: OPEN,
  },
  {
    route: 'GET /api/posts/:id',
    scenario: 'by an author who blocked the reader',
    fresh: true,
    request: async (world, self) => ({
      method: 'GET',
      path: `/api/posts/${(await blockingAuthor(world, self)).postId}`,
    }),
    expect: HIDDEN_FROM_BLOCKED([404, postMessages.POST_NOT_FOUND]),
  },
  {
    route: 'GET /api/posts/:id',
    scenario: 'by an author who has since frozen their account',
    request: async (world) => ({ method: 'GET', path: `/api/posts/${(await frozenAuthor(world)).postId}` }),
    expect: everyone([404, postMessages.POST_NOT_FOUND]),
  },
  {
    route: 'GET /api/posts/user/:username',
    scenario: 'of an author who blocked the reader',
    fresh: true,
    request: async (world, self) => ({
      method: 'GET',
      path: `/api/posts/user/${(await blockingAuthor(world, self)).author.username}`,
    }),
    expect: HIDDEN_FROM_BLOCKED([404, visibilityMessages.USER_NOT_FOUND]),
  },
  {
    route: 'GET /api/posts/user/:username',
    scenario: 'of a person who froze their account',
    request: (world) => ({ method: 'GET', path: `/api/posts/user/${world.frank.username}` }),
    expect: everyone([404, visibilityMessages.USER_NOT_FOUND]),
  },
  {
    route: 'DELETE /api/posts/:id',
    request: async (world) => ({ method: 'DELETE', path: `/api/posts/${await freshPost(world)}` }),
    expect: { visitor: LOGIN, other: [403, 'You can only delete your own posts'], owner: 200, frozen: LOGIN },
  },
  {
    route: 'DELETE /api/posts/:id/replies/:replyId',
    scenario: "bob's reply on alice's post",
    request: async (world) => ({
      method: 'DELETE',
      path: `/api/posts/${world.postId}/replies/${await world.reply(world.bob, world.postId)}`,
    }),
    expect: {
      visitor: LOGIN,
      other: [403, 'You can only delete your own replies or replies to your posts'],
      owner: 200,
      frozen: LOGIN,
    },
  },
  {
    route: 'DELETE /api/posts/:id/replies/:replyId',
    scenario: "alice's reply on bob's post",
    request: async (world) => {
      const postId = await world.post(world.bob);
      return { method: 'DELETE', path: `/api/posts/${postId}/replies/${await world.reply(world.alice, postId)}` };
    },
    expect: {
      visitor: LOGIN,
      other: [403, 'You can only delete your own replies or replies to your posts'],
      owner: 200,
      frozen: LOGIN,
    },
  },
  {
    route: 'PUT /api/posts/:id',
    request: async (world) => ({
      method: 'PUT',
      path: `/api/posts/${await freshPost(world)}`,
      json: { text: 'edited' },
    }),
    expect: { visitor: LOGIN, other: [403, 'You can only edit your own posts'], owner: 200, frozen: LOGIN },
  },
  { route: 'GET /api/posts/tag/:tag', request: get('/api/posts/tag/cats'), expect: OPEN },
  {
    route: 'GET /api/posts/tag/:tag',
    scenario: 'not a tag',
    request: get('/api/posts/tag/2026'),
    expect: everyone([400, 'A tag is 1 to 50 letters, digits or _, with at least one letter']),
  },
  { route: 'GET /api/tags/trending', request: get('/api/tags/trending'), expect: OPEN },
  {
    route: 'GET /api/posts/search',
    request: get('/api/posts/search?q=hello'),
    expect: OPEN,
  },
  {
    route: 'GET /api/posts/search',
    scenario: 'no words',
    request: get('/api/posts/search?q='),
    expect: everyone([400, 'Search for 1 to 200 characters with at least one word']),
  },
  {
    route: 'GET /api/posts/:id/history',
    request: (world) => ({ method: 'GET', path: `/api/posts/${world.postId}/history` }),
    expect: OPEN,
  },
  {
    route: 'POST /api/posts/bookmark/:id',
    request: async (world) => ({ method: 'POST', path: `/api/posts/bookmark/${await freshPost(world)}` }),
    expect: USERS_ONLY,
  },
  {
    route: 'GET /api/posts/bookmarks',
    request: get('/api/posts/bookmarks'),
    expect: USERS_ONLY,
    private: (body, world) => !JSON.stringify(body).includes(world.postId),
  },
  {
    route: 'PUT /api/posts/like/:id',
    request: (world) => ({ method: 'PUT', path: `/api/posts/like/${world.postId}` }),
    expect: USERS_ONLY,
  },
  {
    route: 'PUT /api/posts/reply/:id',
    request: (world) => ({ method: 'PUT', path: `/api/posts/reply/${world.postId}`, json: { text: 'a reply' } }),
    expect: { visitor: LOGIN, other: 201, owner: 201, frozen: LOGIN },
  },
];
