import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppEventMap } from '../app-events.js';
import { type Person, signUp } from '../test/people.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { GROUP_WINDOW_MS } from './service.js';

describe.each(engines)('grouped notifications on %s', (engine) => {
  const server = useTestServer(engine, { env: { RATE_LIMITS: 'off' } });
  const published: AppEventMap['notification.created'][] = [];
  beforeAll(() => {
    server.app.ctx.events.on('notification.created', (payload) => published.push(payload));
  });

  const user = () => signUp(server);
  const people = (n: number) => Promise.all(Array.from({ length: n }, () => user()));

  async function post(author: Person, text = 'hello'): Promise<string> {
    return (await author.client.post('/api/posts/create', { postedBy: author.id, text })).body._id;
  }
  const like = (who: Person, postId: string) => who.client.put(`/api/posts/like/${postId}`);
  const list = async (who: Person) => (await who.client.get('/api/notifications')).body;
  const unread = async (who: Person) => (await who.client.get('/api/notifications/unread-count')).body.count;

  /** Moves a person's notifications back in time, as if they had come `ms` earlier. */
  async function age(recipient: Person, ms: number) {
    await sql`update notifications set created_at = created_at - ${ms} where recipient_id = ${recipient.id}`.execute(
      server.app.ctx.db,
    );
  }

  it('lists likes of one post as one notification from its newest liker, counted and read as one', async () => {
    const alice = await user();
    const [bob, carol, dan, erin] = await people(4);
    const postId = await post(alice);
    for (const fan of [bob, carol, dan, erin]) await like(fan as Person, postId);

    const [group, ...rest] = await list(alice);
    expect(rest).toEqual([]);
    expect(group).toMatchObject({
      type: 'like',
      message: `${erin?.username} and 3 others liked your post`,
      senderId: { _id: erin?.id },
      postId,
      count: 4,
      isRead: false,
    });
    expect(await unread(alice)).toBe(1);

    // A client of the seed contract marks the one it was shown: the whole group is read.
    const read = await alice.client.put(`/api/notifications/${group._id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ _id: group._id, isRead: true, count: 4 });
    expect((await list(alice))[0].isRead).toBe(true);
    expect(await unread(alice)).toBe(0);
  });

  it('says "1 other" for two, goes back to one name when a like is undone, and is new again on a new like', async () => {
    const alice = await user();
    const [bob, carol, dan] = (await people(3)) as [Person, Person, Person];
    const postId = await post(alice);
    await like(bob, postId);
    await like(carol, postId);
    expect((await list(alice))[0].message).toBe(`${carol.username} and 1 other liked your post`);
    await alice.client.put('/api/notifications/read-all');

    await like(carol, postId);
    const [single] = await list(alice);
    expect(single).toMatchObject({ message: `${bob.username} liked your post`, count: 1, isRead: true });

    await like(dan, postId);
    expect((await list(alice))[0]).toMatchObject({
      message: `${dan.username} and 1 other liked your post`,
      isRead: false,
    });
    expect(await unread(alice)).toBe(1);
  });

  it('publishes each new like as the group so far, with the key the list uses', async () => {
    const alice = await user();
    const [bob, carol] = (await people(2)) as [Person, Person];
    const postId = await post(alice);
    published.length = 0;
    await like(bob, postId);
    await like(carol, postId);
    const mine = published
      .filter((p) => p.recipientId === alice.id)
      .map((p) => p.notification as { message: string; count: number; groupKey: string });
    expect(mine.map((n) => [n.message, n.count])).toEqual([
      [`${bob.username} liked your post`, 1],
      [`${carol.username} and 1 other liked your post`, 2],
    ]);
    expect(mine[0]?.groupKey).toBe(mine[1]?.groupKey);
    expect((await list(alice))[0]).toEqual(mine[1]);
  });

  it('keeps apart likes and reposts, different posts, and follows and replies', async () => {
    const alice = await user();
    const [bob, carol] = (await people(2)) as [Person, Person];
    const first = await post(alice, 'first');
    const second = await post(alice, 'second');
    for (const fan of [bob, carol]) {
      await like(fan, first);
      await like(fan, second);
      await fan.client.post('/api/posts/repost', { postId: first });
      await fan.client.put(`/api/posts/reply/${first}`, { text: 'hi' });
      await fan.client.post(`/api/users/follow/${alice.id}`);
    }
    const shown = (await list(alice)).map((n: { type: string; postId: string | null; count: number }) => [
      n.type,
      n.postId,
      n.count,
    ]);
    expect(shown).toEqual([
      ['follow', null, 1],
      ['reply', first, 1],
      ['repost', first, 2],
      ['like', second, 2],
      ['like', first, 2],
      ['follow', null, 1],
      ['reply', first, 1],
    ]);
    expect(await unread(alice)).toBe(7);
  });

  it('starts a new group once the first like of the last one is more than a day old', async () => {
    const alice = await user();
    const [bob, carol, dan] = (await people(3)) as [Person, Person, Person];
    const postId = await post(alice);
    await like(bob, postId);
    await age(alice, GROUP_WINDOW_MS - 60_000);
    await like(carol, postId);
    expect((await list(alice)).map((n: { count: number }) => n.count)).toEqual([2]);

    await age(alice, 2 * 60_000);
    await like(dan, postId);
    const groups = await list(alice);
    expect(groups.map((n: { message: string }) => n.message)).toEqual([
      `${dan.username} liked your post`,
      `${carol.username} and 1 other liked your post`,
    ]);
  });

  it('counts and shows only the people the recipient hears from', async () => {
    const alice = await user();
    const [bob, carol, dan] = (await people(3)) as [Person, Person, Person];
    const postId = await post(alice);
    await like(bob, postId);
    await like(carol, postId);
    await like(dan, postId);
    await alice.client.post(`/api/users/mute/${dan.id}`);
    await carol.client.post(`/api/users/block/${alice.id}`);
    const [group, ...rest] = await list(alice);
    expect(rest).toEqual([]);
    expect(group).toMatchObject({ message: `${bob.username} liked your post`, senderId: { _id: bob.id }, count: 1 });
    expect(await unread(alice)).toBe(1);
  });

  it('lists a group once across pages, at its newest notification', async () => {
    const alice = await user();
    const [early, late] = (await people(2)) as [Person, Person];
    const postId = await post(alice);
    await like(early, postId);
    const followers = await people(50);
    for (const follower of followers) await follower.client.post(`/api/users/follow/${alice.id}`);
    await like(late, postId);

    const first = await list(alice);
    expect(first).toHaveLength(50);
    expect(first[0]).toMatchObject({ type: 'like', count: 2, senderId: { _id: late.id } });
    const rest = (await alice.client.get(`/api/notifications?before=${first[49]._id}`)).body;
    expect(rest.map((n: { type: string }) => n.type)).toEqual(['follow']);
  });
});
