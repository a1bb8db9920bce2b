import { setTimeout as sleep } from 'node:timers/promises';
import {
  connectSocket,
  engines,
  startTestServer,
  type TestServer,
  type TestSocket,
} from '@threads/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoom } from '../../src/realtime/socket-types.js';
import { sendAs } from './raw-request.js';
import { type Account, signupAccount } from './world.js';

/** 25 in the test suite; `CHAT_DISCONNECTS=100` for the figure in docs/RELIABILITY.md. */
const DISCONNECTS = Number(process.env.CHAT_DISCONNECTS ?? 25);

/**
 * alice's client as the web app should be: messages kept by id (so a repeat is dropped), and after
 * every reconnect it asks each conversation for what came after the last id it holds.
 */
class ChatClient {
  readonly byConversation = new Map<string, string[]>();
  readonly seen = new Set<string>();
  repeats = 0;
  liveOutOfOrder = 0;
  socket: TestSocket | undefined;

  constructor(
    private readonly server: TestServer,
    private readonly me: Account,
  ) {}

  private keep(message: { _id: string; conversationId: string }, live: boolean) {
    if (this.seen.has(message._id)) {
      this.repeats++;
      return;
    }
    const list = this.byConversation.get(message.conversationId) ?? [];
    if (live && list.length && (list.at(-1) ?? '') > message._id) this.liveOutOfOrder++;
    this.seen.add(message._id);
    list.push(message._id);
    list.sort();
    this.byConversation.set(message.conversationId, list);
  }

  async connect() {
    this.socket = await connectSocket(this.server.url, { cookie: this.me.cookie });
    this.socket.socket.on('newMessage', (message) => this.keep(message, true));
  }

  /** The last message id held per peer: taken before reconnecting, it is where the catch-up starts. */
  cursors(peers: Account[]): Map<string, string | undefined> {
    return new Map(peers.map((peer) => [peer.id, this.lastIdWith(peer)]));
  }

  /** Fetches, page by page, everything after each cursor (the latest page where there is none yet). */
  async catchUp(peers: Account[], cursors: Map<string, string | undefined>) {
    for (const peer of peers) {
      let cursor = cursors.get(peer.id);
      for (;;) {
        const query = cursor ? `?after=${cursor}` : '';
        const page = await sendAs(this.server.url, this.me.cookie, {
          method: 'GET',
          path: `/api/messages/${peer.id}${query}`,
        });
        if (page.status !== 200) throw new Error(`catch-up failed: ${page.status}`);
        for (const message of page.body) this.keep(message, false);
        if (page.body.length < 50 || !cursor) break;
        cursor = page.body.at(-1)._id;
      }
    }
  }

  private readonly conversationOf = new Map<string, string>();

  rememberConversation(peer: Account, conversationId: string) {
    this.conversationOf.set(peer.id, conversationId);
  }

  private lastIdWith(peer: Account): string | undefined {
    const conversationId = this.conversationOf.get(peer.id);
    return conversationId ? this.byConversation.get(conversationId)?.at(-1) : undefined;
  }
}

describe.each(engines)('chat delivery through forced disconnects (%s)', (engine) => {
  let server: TestServer;
  let alice: Account;
  let bob: Account;

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { RATE_LIMITS: 'off' } });
    [alice, bob] = await Promise.all([signupAccount(server.url), signupAccount(server.url)]);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a message is stored before the sender hears it was sent', async () => {
    const sent = await sendAs(server.url, bob.cookie, {
      method: 'POST',
      path: '/api/messages',
      json: { recipientId: alice.id, message: 'stored first' },
    });
    expect(sent.status).toBe(201);
    const history = await sendAs(server.url, alice.cookie, { method: 'GET', path: `/api/messages/${bob.id}` });
    expect(history.body.map((m: { _id: string }) => m._id)).toContain(sent.body._id);
  });

  it('refuses a catch-up that names both cursors', async () => {
    const response = await sendAs(server.url, alice.cookie, {
      method: 'GET',
      path: `/api/messages/${bob.id}?before=01ARZ3NDEKTSV4RRFFQ69G5FAV&after=01ARZ3NDEKTSV4RRFFQ69G5FAV`,
    });
    expect(response).toEqual({
      status: 400,
      body: { error: 'Use before or after, not both', code: 'BEFORE_OR_AFTER' },
    });
  });

  it('loses and repeats nothing, in order, while the server drops the socket again and again', async () => {
    const peers = await Promise.all([1, 2, 3].map(() => signupAccount(server.url)));
    const client = new ChatClient(server, alice);
    const acknowledged = new Map<string, string[]>();
    let sending = true;
    const senders = peers.map(async (peer) => {
      for (let n = 0; sending; n++) {
        const sent = await sendAs(server.url, peer.cookie, {
          method: 'POST',
          path: '/api/messages',
          json: { recipientId: alice.id, message: `${n}` },
        });
        expect(sent.status).toBe(201);
        client.rememberConversation(peer, sent.body.conversationId);
        const list = acknowledged.get(sent.body.conversationId) ?? [];
        list.push(sent.body._id);
        acknowledged.set(sent.body.conversationId, list);
        await sleep(5);
      }
    });

    const disconnects = DISCONNECTS;
    await client.connect();
    await client.catchUp(peers, new Map());
    for (let i = 0; i < disconnects; i++) {
      await sleep(20 + Math.random() * 80);
      server.app.io.in(userRoom(alice.id)).disconnectSockets(true);
      client.socket?.close();
      const cursors = client.cursors(peers);
      await client.connect();
      await client.catchUp(peers, cursors);
    }
    sending = false;
    await Promise.all(senders);
    const cursors = client.cursors(peers);
    client.socket?.close();
    await client.catchUp(peers, cursors);

    let total = 0;
    for (const [conversationId, sent] of acknowledged) {
      total += sent.length;
      expect([...sent].sort()).toEqual(sent);
      expect(client.byConversation.get(conversationId)).toEqual(sent);
    }
    expect(client.liveOutOfOrder).toBe(0);
    console.info(
      `${engine}: ${disconnects} forced disconnects, ${total} messages acknowledged, ` +
        `${total - client.seen.size} lost, ${client.repeats} repeats dropped by id, 0 out of order`,
    );
  }, 180_000);
});
