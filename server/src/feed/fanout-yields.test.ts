import { describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.js';
import { addFollowers } from '../test/many-followers.js';
import { postText, signUp } from '../test/people.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';

/** Several batches: the first is 50 followers and a batch at most doubles the last. */
const FOLLOWERS = 600;

describe.each(engines)('a fan-out on %s', (engine) => {
  const server = useTestServer(engine, { env: { RATE_LIMITS: 'off' } });

  it('lets the event loop turn between its batches', async () => {
    const { ctx } = server.app;
    const author = await signUp(server);
    await addFollowers(ctx.db, author.id, FOLLOWERS);
    // Each batch queues a callback for the loop's next turn; the next batch finds it run (or the loop never turned).
    const batches: { followers: number; loopTurnedBefore: boolean }[] = [];
    let turned = true;
    ctx.events.on('feed.delivered', ({ followerIds }) => {
      batches.push({ followers: followerIds.length, loopTurnedBefore: turned });
      turned = false;
      setImmediate(() => {
        turned = true;
      });
    });
    await postText(author, 'to many');
    await eventually(async () => expect(batches.reduce((sum, b) => sum + b.followers, 0)).toBe(FOLLOWERS));
    expect(batches.length).toBeGreaterThan(2);
    expect(batches.filter((batch) => !batch.loopTurnedBefore)).toEqual([]);
  });
});
