import { formWith } from '@threads/server/test-support';
import { postMessages } from '../../src/posts/messages.js';
import type { Actor, HttpCase, Outcome } from './authorization-case.js';
import type { World } from './world.js';

const LOGIN: Outcome = [401, 'You must be logged in'];
const OPEN: Record<Actor, Outcome> = { visitor: 200, other: 200, owner: 200, frozen: 200 };
const signedIn = (outcome: Outcome): Record<Actor, Outcome> => ({
  visitor: LOGIN,
  other: outcome,
  owner: outcome,
  frozen: LOGIN,
});
/** Alice's own reply: hers to change, nobody else's. */
const alicesOnly = (owner: Outcome, other: Outcome): Record<Actor, Outcome> => ({
  visitor: LOGIN,
  other,
  owner,
  frozen: LOGIN,
});

/** A new reply of alice's to bob's new post. */
async function alicesReply(world: World): Promise<string> {
  return world.reply(world.alice, await world.post(world.bob));
}

/** Replies are posts (issue 31): replying with media, to a reply, and each post route on a reply; threads. */
export const replyRows: HttpCase[] = [
  {
    route: 'PUT /api/posts/reply/:id',
    scenario: 'multipart with an image, alt text and a warning',
    request: (world) => ({
      method: 'PUT',
      path: `/api/posts/reply/${world.postId}`,
      form: formWith({
        text: 'look',
        imgAlt: 'a test card',
        spoiler: 'bright',
        img: { bytes: world.png, name: 'a.png', type: 'image/png' },
      }),
    }),
    expect: signedIn(201),
  },
  {
    route: 'PUT /api/posts/reply/:id',
    scenario: "a reply to bob's reply",
    request: async (world) => ({
      method: 'PUT',
      path: `/api/posts/reply/${await world.reply(world.bob, world.postId)}`,
      json: { text: 'deeper' },
    }),
    expect: signedIn(201),
  },
  {
    route: 'GET /api/posts/:id/thread',
    request: async (world) => ({ method: 'GET', path: `/api/posts/${await alicesReply(world)}/thread` }),
    expect: OPEN,
  },
  {
    route: 'GET /api/posts/:id/thread',
    scenario: 'an unknown post',
    request: () => ({ method: 'GET', path: '/api/posts/01ARZ3NDEKTSV4RRFFQ69G5FAV/thread' }),
    expect: {
      visitor: [404, postMessages.POST_NOT_FOUND],
      other: [404, postMessages.POST_NOT_FOUND],
      owner: [404, postMessages.POST_NOT_FOUND],
      frozen: [404, postMessages.POST_NOT_FOUND],
    },
  },
  {
    route: 'PUT /api/posts/:id',
    scenario: "editing alice's reply",
    request: async (world) => ({
      method: 'PUT',
      path: `/api/posts/${await alicesReply(world)}`,
      json: { text: 'new' },
    }),
    expect: alicesOnly(200, [403, postMessages.POST_EDIT_FORBIDDEN]),
  },
  {
    route: 'DELETE /api/posts/:id',
    scenario: "alice's reply",
    request: async (world) => ({ method: 'DELETE', path: `/api/posts/${await alicesReply(world)}` }),
    expect: alicesOnly(200, [403, postMessages.POST_DELETE_FORBIDDEN]),
  },
];
