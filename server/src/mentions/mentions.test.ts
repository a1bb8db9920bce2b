import { mentionsOf } from '@threads/contract';
import { describe, expect, it } from 'vitest';
import { type Person, postText, signUp } from '../test/people.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';

interface Notification {
  type: string;
  message: string;
  postId: string | null;
  replyId: string | null;
  senderId: { _id: string };
}

describe('mentions in a text', () => {
  it('finds @usernames once each, any case, never inside e-mail addresses or words', () => {
    expect(mentionsOf('hi @Maya and @sam, @maya again. mail me@sam.com or x@maya @_no @9no')).toEqual(['maya', 'sam']);
  });
});

describe.each(engines)('mentions on %s', (engine) => {
  const server = useTestServer(engine);

  const user = () => signUp(server);

  const mentions = async (who: Person): Promise<Notification[]> =>
    ((await who.client.get('/api/notifications')).body as Notification[]).filter((n) => n.type === 'mention');

  const post = postText;

  it('notifies each person mentioned in a post once, never the author, with "{username} mentioned you"', async () => {
    const [alice, bob, carol] = [await user(), await user(), await user()];
    const text = `@${bob.username} @${carol.username.toUpperCase()} @${bob.username} @${alice.username} @nobody${Date.now()}`;
    const id = await post(alice, text);
    for (const who of [bob, carol]) {
      expect(await mentions(who)).toEqual([
        expect.objectContaining({ message: `${alice.username} mentioned you`, postId: id, replyId: null }),
      ]);
    }
    expect(await mentions(alice)).toEqual([]);
    // Deleting the post takes its mentions away.
    await alice.client.delete(`/api/posts/${id}`);
    expect(await mentions(bob)).toEqual([]);
  });

  it('never notifies across a block either way, someone who muted the author, or a frozen account', async () => {
    const [alice, blocker, blocked, muter, frozen, control] = [
      await user(),
      await user(),
      await user(),
      await user(),
      await user(),
      await user(),
    ];
    await blocker.client.post(`/api/users/block/${alice.id}`);
    await alice.client.post(`/api/users/block/${blocked.id}`);
    await muter.client.post(`/api/users/mute/${alice.id}`);
    await frozen.client.put('/api/users/freeze');
    const names = [blocker, blocked, muter, frozen, control].map((p) => `@${p.username}`).join(' ');
    await post(alice, names);
    expect(await mentions(control)).toHaveLength(1);
    for (const who of [blocker, blocked, muter]) expect(await mentions(who)).toEqual([]);
    await frozen.client.post('/api/users/login', { username: frozen.username, password: 'correct horse battery' });
    expect(await mentions(frozen)).toEqual([]);
  });

  it('notifies at most the first 10 people a post mentions', async () => {
    const alice = await user();
    const people: Person[] = [];
    for (let i = 0; i < 12; i++) people.push(await user());
    await post(alice, people.map((p) => `@${p.username}`).join(' '));
    const told = await Promise.all(people.map(async (p) => (await mentions(p)).length));
    expect(told).toEqual([...Array(10).fill(1), 0, 0]);
  });

  it('on edit notifies only the newly mentioned, once, within the 10', async () => {
    const [alice, bob, carol] = [await user(), await user(), await user()];
    const id = await post(alice, `hi @${bob.username}`);
    expect((await alice.client.put(`/api/posts/${id}`, { text: `hi @${carol.username}` })).status).toBe(200);
    expect(
      (await alice.client.put(`/api/posts/${id}`, { text: `hi @${bob.username} @${carol.username}` })).status,
    ).toBe(200);
    expect(await mentions(bob)).toHaveLength(1);
    expect(await mentions(carol)).toEqual([expect.objectContaining({ postId: id })]);
  });

  it('notifies people mentioned in replies and repost messages; the post’s author hears of the reply once', async () => {
    const [alice, bob, carol] = [await user(), await user(), await user()];
    const id = await post(alice, 'a post');
    const reply = await bob.client.put(`/api/posts/reply/${id}`, {
      text: `@${carol.username} @${alice.username} look`,
    });
    // A reply is a post: the mention leads to the reply itself.
    expect(await mentions(carol)).toEqual([
      expect.objectContaining({ message: `${bob.username} mentioned you`, postId: reply.body._id, replyId: null }),
    ]);
    expect(await mentions(alice)).toEqual([]);
    const aliceAll = (await alice.client.get('/api/notifications')).body as Notification[];
    expect(aliceAll.map((n) => n.type)).toEqual(['reply']);

    const quote = await carol.client.post('/api/posts/repost', { postId: id, message: `cc @${bob.username}` });
    expect(await mentions(bob)).toEqual([expect.objectContaining({ postId: quote.body._id })]);
    // Removing the reply removes its mention.
    await bob.client.delete(`/api/posts/${id}/replies/${reply.body._id}`);
    expect(await mentions(carol)).toEqual([]);
  });
});
