import { postMessages } from '../../src/posts/messages.js';
import type { Actor, HttpCase, Outcome } from './authorization-case.js';
import { sendAs } from './raw-request.js';
import type { Account, World } from './world.js';

const LOGIN: Outcome = [401, 'You must be logged in'];
const signedIn = (outcome: Outcome): Record<Actor, Outcome> => ({
  visitor: LOGIN,
  other: outcome,
  owner: outcome,
  frozen: LOGIN,
});

/** A new post of alice's, plainly reposted first by the actor when there is one (a frozen actor's repost fails). */
async function repostedBy(world: World, self: Account | null): Promise<string> {
  const postId = await world.post(world.alice);
  if (self) await sendAs(world.url, self.cookie, { method: 'POST', path: '/api/posts/repost', json: { postId } });
  return postId;
}

/** Reposts (issue 23): a plain repost once per person and post; undoing one's own only. */
export const repostRows: HttpCase[] = [
  {
    route: 'POST /api/posts/repost',
    request: async (world) => ({
      method: 'POST',
      path: '/api/posts/repost',
      json: { postId: await world.post(world.alice) },
    }),
    expect: signedIn(201),
  },
  {
    route: 'POST /api/posts/repost',
    scenario: 'a second plain repost',
    request: async (world, self) => ({
      method: 'POST',
      path: '/api/posts/repost',
      json: { postId: await repostedBy(world, self) },
    }),
    expect: signedIn([409, postMessages.REPOST_EXISTS]),
  },
  {
    route: 'DELETE /api/posts/repost/:postId',
    request: async (world, self) => ({ method: 'DELETE', path: `/api/posts/repost/${await repostedBy(world, self)}` }),
    expect: signedIn(200),
  },
  {
    route: 'DELETE /api/posts/repost/:postId',
    scenario: 'not reposted by the actor (bob reposted it)',
    request: async (world) => ({ method: 'DELETE', path: `/api/posts/repost/${await repostedBy(world, world.bob)}` }),
    expect: signedIn([404, postMessages.REPOST_NOT_FOUND]),
  },
];
