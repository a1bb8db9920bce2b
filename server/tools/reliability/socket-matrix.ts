import { connectSocket, pause, type TestSocket } from '@threads/server/test-support';
import type { Actor } from './authorization-case.js';
import { sendAs } from './raw-request.js';
import type { Account, World } from './world.js';

/** What an actor's socket experiences for an event ('moved': refused with 403 ACCOUNT_MOVED in its ack). */
export type SocketOutcome = 'refused' | 'delivered' | 'not delivered' | 'applied' | 'ignored' | 'moved';

export interface SocketCase {
  event: string;
  direction: 'handshake' | 'client → server' | 'server → client';
  expect: Record<Actor, SocketOutcome>;
  /** Runs the case for one connected actor; a socket that could not connect is 'refused' without it. */
  run: (world: World, socket: TestSocket, self: Account) => Promise<SocketOutcome>;
}

const QUIET_MS = 400;

/**
 * What a moved person's socket gets, from the rule (realtime/moved-writes.ts): every event a client sends is a
 * write and is refused; what the server sends reaches them as it reaches any other signed-in person.
 */
export function movedSocketOutcome(row: SocketCase): SocketOutcome {
  return row.direction === 'client → server' ? 'moved' : row.expect.other;
}

const refusedAsMoved = (ack: any) => ack?.code === 'ACCOUNT_MOVED';

async function received(socket: TestSocket, event: string, matches: (payload: any) => boolean, timeoutMs: number) {
  return socket.waitFor(event, matches, timeoutMs).then(
    () => true,
    () => false,
  );
}

/** bob's socket, to observe what reaches the other side of alice's conversation. */
async function withBob<T>(world: World, work: (bob: TestSocket) => Promise<T>): Promise<T> {
  const bob = await connectSocket(world.url, { cookie: world.bob.cookie });
  try {
    return await work(bob);
  } finally {
    bob.close();
  }
}

/** What only alice's sockets are sent (signed-in others hear nothing of it). */
const ALICE_ALONE: Record<Actor, SocketOutcome> = {
  visitor: 'refused',
  other: 'not delivered',
  owner: 'delivered',
  frozen: 'refused',
};

const connected: SocketCase['run'] = async () => 'applied';

/** Every socket event × {visitor, another user, the owner/member, a frozen user} → the expected outcome (a moved person's: movedSocketOutcome). */
export const socketMatrix: SocketCase[] = [
  {
    event: 'connect',
    direction: 'handshake',
    expect: { visitor: 'refused', other: 'applied', owner: 'applied', frozen: 'refused' },
    run: connected,
  },
  {
    event: 'getOnlineUsers',
    direction: 'server → client',
    expect: { visitor: 'refused', other: 'delivered', owner: 'delivered', frozen: 'refused' },
    run: async (_world, socket) =>
      (await received(socket, 'getOnlineUsers', Array.isArray, 2000)) ? 'delivered' : 'not delivered',
  },
  {
    event: 'newMessage',
    direction: 'server → client',
    expect: ALICE_ALONE,
    run: async (world, socket) => {
      const sent = await sendAs(world.url, world.bob.cookie, {
        method: 'POST',
        path: '/api/messages',
        json: { recipientId: world.alice.id, message: 'for alice only' },
      });
      const mine = (payload: any) => payload?._id === sent.body._id;
      return (await received(socket, 'newMessage', mine, QUIET_MS * 3)) ? 'delivered' : 'not delivered';
    },
  },
  {
    event: 'newNotification',
    direction: 'server → client',
    expect: ALICE_ALONE,
    run: async (world, socket) => {
      await sendAs(world.url, world.bob.cookie, {
        method: 'PUT',
        path: `/api/posts/reply/${world.postId}`,
        json: { text: 'notify alice' },
      });
      return (await received(socket, 'newNotification', () => true, QUIET_MS * 3)) ? 'delivered' : 'not delivered';
    },
  },
  {
    event: 'newFeedPost',
    direction: 'server → client',
    expect: ALICE_ALONE,
    run: async (world, socket) => {
      // For this case alice follows bob (the follow route toggles): his post reaches her feed, and her socket.
      const toggleFollow = () =>
        sendAs(world.url, world.alice.cookie, { method: 'POST', path: `/api/users/follow/${world.bob.id}` });
      if (!(await toggleFollow()).body.following) throw new Error('alice already followed bob');
      try {
        const created = await sendAs(world.url, world.bob.cookie, {
          method: 'POST',
          path: '/api/posts/create',
          json: { postedBy: world.bob.id, text: 'for his followers' },
        });
        const isIt = (payload: any) => payload?.postId === created.body._id;
        return (await received(socket, 'newFeedPost', isIt, QUIET_MS * 3)) ? 'delivered' : 'not delivered';
      } finally {
        await toggleFollow();
      }
    },
  },
  {
    event: 'markMessagesAsSeen',
    direction: 'client → server',
    expect: { visitor: 'refused', other: 'ignored', owner: 'applied', frozen: 'refused' },
    run: (world, socket) =>
      withBob(world, async (bob) => {
        await sendAs(world.url, world.bob.cookie, {
          method: 'POST',
          path: '/api/messages',
          json: { recipientId: world.alice.id, message: 'unseen' },
        });
        const before = bob.all('messagesSeen').length;
        // Only a refusal answers the acknowledgement; the event itself answers nothing.
        const ack = socket
          .request('markMessagesAsSeen', { conversationId: world.conversationId, userId: world.bob.id }, QUIET_MS * 3)
          .catch(() => undefined);
        const seen = await received(
          bob,
          'messagesSeen',
          (p) => p?.conversationId === world.conversationId,
          QUIET_MS * 3,
        );
        await pause(50);
        if (refusedAsMoved(await ack)) return 'moved';
        return seen && bob.all('messagesSeen').length > before ? 'applied' : 'ignored';
      }),
  },
  {
    event: 'sendMessage',
    direction: 'client → server',
    expect: { visitor: 'refused', other: 'applied', owner: 'applied', frozen: 'refused' },
    run: async (world, socket, self) => {
      // Whatever sender the payload names, the message is the socket's own user's.
      const ack = await socket.request('sendMessage', {
        recipientId: self.id === world.bob.id ? world.alice.id : world.bob.id,
        message: 'over the socket',
        sender: world.alice.id === self.id ? world.carol.id : world.alice.id,
      });
      if (refusedAsMoved(ack)) return 'moved';
      return ack?.message?.sender === self.id ? 'applied' : 'ignored';
    },
  },
  {
    event: 'messagesSeen',
    direction: 'server → client',
    expect: ALICE_ALONE,
    run: async (world, socket) => {
      // alice's messages to bob become seen when bob opens the conversation; only alice hears of it.
      await sendAs(world.url, world.alice.cookie, {
        method: 'POST',
        path: '/api/messages',
        json: { recipientId: world.bob.id, message: 'read me' },
      });
      await withBob(world, async (bob) => {
        bob.emit('markMessagesAsSeen', { conversationId: world.conversationId, userId: world.bob.id });
        await pause(QUIET_MS);
      });
      const hit = (p: any) => p?.conversationId === world.conversationId;
      return (await received(socket, 'messagesSeen', hit, QUIET_MS * 2)) ? 'delivered' : 'not delivered';
    },
  },
  {
    event: 'localeChosen',
    direction: 'server → client',
    expect: ALICE_ALONE,
    run: async (world, socket) => {
      // "auto", which alice's account already has: the matrix's later refusals stay in English.
      const auto = { method: 'PUT', path: '/api/users/me/locale', json: { locale: 'auto' } };
      await sendAs(world.url, world.alice.cookie, auto);
      const told = await received(socket, 'localeChosen', (payload) => payload?.locale === 'auto', QUIET_MS * 3);
      return told ? 'delivered' : 'not delivered';
    },
  },
];

/** The events the realtime contract declares, to check the matrix covers them all. */
export const contractEvents = [
  'connect',
  'getOnlineUsers',
  'newMessage',
  'newNotification',
  'newFeedPost',
  'markMessagesAsSeen',
  'sendMessage',
  'messagesSeen',
  'localeChosen',
];
