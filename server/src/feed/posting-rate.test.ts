import { describe, expect, it } from 'vitest';
import { postText, signUp } from '../test/people.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { postingRate, postingRateJob } from './posting-rate.js';

describe.each(engines)('the posting-rate measurement on %s', (engine) => {
  const server = useTestServer(engine, { env: { RATE_LIMITS: 'off' } });

  it('counts a chunk at a time, letting the event loop turn between chunks', async () => {
    const { db } = server.app.ctx;
    const people = [await signUp(server), await signUp(server), await signUp(server)];
    for (const [i, person] of people.entries()) for (let n = 0; n <= i; n++) await postText(person, `post ${n}`);
    const count = async (table: 'users' | 'posts') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const [users, posts] = [await count('users'), await count('posts')];

    let turns = 0;
    let counting = true;
    const tick = () => {
      turns++;
      if (counting) setImmediate(tick);
    };
    setImmediate(tick);
    // Chunks of two: 6 posts and 3 people take 4 + 2 statements, so the loop turns at least 4 times.
    await postingRateJob(db, 2).run();
    counting = false;
    expect(postingRate(db)).toBeCloseTo(posts / users / 7);
    expect(turns).toBeGreaterThanOrEqual(4);
  });
});
