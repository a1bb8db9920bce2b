import { syntheticUsername } from '@threads/server/test-support';
import type { LoadRequest } from './load.js';
import { type BenchUser, pick } from './session-pool.js';

export interface Scenario {
  name: string;
  /** True for the routes that write (measured after the reads, so they never change what the reads see). */
  writes: boolean;
  next: () => LoadRequest;
}

export interface ScenarioInputs {
  pool: BenchUser[];
  postIds: string[];
  users: number;
  /** Post page, profile and user posts as a logged-in reader too (the A/B); visitors otherwise. */
  loggedIn?: boolean;
}

/** The logged-in home page as a browser first gets it: the feed's answers and the screen drawn from them. */
export const DRAWN_HOME = 'home page, drawn';

const randomUsername = (users: number) => syntheticUsername(Math.floor(Math.random() * users));
const cookie = (user: BenchUser) => ({ cookie: user.cookie });

export function appScenarios({ pool, postIds, users, loggedIn = false }: ScenarioInputs): Scenario[] {
  let created = 0;
  const reader = () => (loggedIn ? cookie(pick(pool)) : {});
  return [
    {
      name: 'home feed',
      writes: false,
      next: () => ({ method: 'GET', path: '/api/posts/feed', headers: cookie(pick(pool)) }),
    },
    {
      name: DRAWN_HOME,
      writes: false,
      next: () => ({ method: 'GET', path: '/', headers: { ...cookie(pick(pool)), accept: 'text/html' } }),
    },
    {
      name: 'post page',
      writes: false,
      next: () => ({ method: 'GET', path: `/api/posts/${pick(postIds)}`, headers: reader() }),
    },
    {
      name: 'profile',
      writes: false,
      next: () => ({ method: 'GET', path: `/api/users/profile/${randomUsername(users)}`, headers: reader() }),
    },
    {
      name: 'user posts',
      writes: false,
      next: () => ({ method: 'GET', path: `/api/posts/user/${randomUsername(users)}`, headers: reader() }),
    },
    {
      name: 'create post',
      writes: true,
      next: () => {
        const user = pick(pool);
        return {
          method: 'POST',
          path: '/api/posts/create',
          headers: { ...cookie(user), 'content-type': 'application/json' },
          body: JSON.stringify({ postedBy: user.id, text: `Benchmark post ${++created}` }),
        };
      },
    },
    {
      name: 'like toggle',
      writes: true,
      next: () => ({ method: 'PUT', path: `/api/posts/like/${pick(postIds)}`, headers: cookie(pick(pool)) }),
    },
  ];
}

export const helloRequest = (): LoadRequest => ({ method: 'GET', path: '/' });
