import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client.js';
import { engines, manualClock } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';

describe.each(engines)('chat conversations on %s', (engine) => {
  const time = manualClock();
  const server = useTestServer(engine, { clock: time.clock });

  const send = async (client: ApiClient, recipientId: string, message: string) => {
    time.advance(1000);
    const res = await client.post('/api/messages', { message, recipientId });
    expect(res.status).toBe(201);
    return res.body;
  };

  it('lists conversations by latest activity with the other participant, last message and unread count', async () => {
    const me = server.client();
    const meUser = await me.signup();
    const [bob, carol] = [server.client(), server.client()];
    const bobUser = await bob.signup();
    const carolUser = await carol.signup();

    await send(me, bobUser._id, 'hi bob');
    await send(carol, meUser._id, 'hi from carol');
    await send(carol, meUser._id, 'are you there?');
    const last = await send(bob, meUser._id, 'hey you');

    const res = await me.get('/api/messages/conversations');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        _id: last.conversationId,
        participants: [{ _id: bobUser._id, username: bobUser.username, profilePic: '' }],
        lastMessage: {
          _id: last._id,
          text: 'hey you',
          img: '',
          sender: bobUser._id,
          date: last.createdAt,
          seen: false,
        },
        unreadCount: 1,
      },
      expect.objectContaining({
        participants: [{ _id: carolUser._id, username: carolUser.username, profilePic: '' }],
        lastMessage: expect.objectContaining({ text: 'are you there?', sender: carolUser._id }),
        unreadCount: 2,
      }),
    ]);
    const bobsView = await bob.get('/api/messages/conversations');
    expect(bobsView.body).toHaveLength(1);
    expect(bobsView.body[0].participants[0]._id).toBe(meUser._id);
    expect(bobsView.body[0].unreadCount).toBe(1);
    expect(JSON.stringify(res.body)).not.toMatch(/email|password/);

    const older = await me.get(`/api/messages/conversations?before=${last._id}`);
    expect(older.body.map((c: { participants: { _id: string }[] }) => c.participants[0]?._id)).toEqual([carolUser._id]);
  });

  it('leaves out conversations with a frozen user', async () => {
    const me = server.client();
    await me.signup();
    const dora = server.client();
    const doraUser = await dora.signup();
    await send(me, doraUser._id, 'hello dora');
    expect((await me.get('/api/messages/conversations')).body).toHaveLength(1);
    await dora.put('/api/users/freeze');
    expect((await me.get('/api/messages/conversations')).body).toEqual([]);
  });
});
