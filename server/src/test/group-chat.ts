import { afterAll, expect } from 'vitest';
import type { Engine } from '../db/schema.js';
import type { Phrase } from '../lib/i18n/phrases.js';
import { answered } from './refusal.js';
import { manualClock } from './server.js';
import { connectSocket, type TestSocket } from './sockets.js';
import { useTestServer } from './use-test-server.js';

/**
 * The group-chat tests' world, for the enclosing `describe`: a server whose clock the tests move, people who
 * sign up from addresses of their own and open tabs, a group of three, and the calls the tests make.
 */
export function useGroupChat(engine: Engine) {
  const time = manualClock();
  const open: TestSocket[] = [];
  let addresses = 0;
  const server = useTestServer(engine, { clock: time.clock, env: { TRUST_PROXY: 'true' } });
  afterAll(async () => {
    for (const socket of open) socket.close();
  });

  /** A signed-up person from an address of their own (sign-ups are limited per address). */
  async function person() {
    addresses++;
    const client = server.clientAt(`10.19.${Math.floor(addresses / 250)}.${addresses % 250}`);
    const { _id, username } = await client.signup();
    const tab = async () => {
      const socket = await connectSocket(server.url, { cookie: client.cookie, userId: _id, groupChats: true });
      open.push(socket);
      return socket;
    };
    return { id: _id, username, client, tab };
  }
  type Person = Awaited<ReturnType<typeof person>>;

  async function group(name = 'Trip') {
    const [alice, bob, carol] = await Promise.all([person(), person(), person()]);
    const res = await alice.client.post('/api/messages/groups', { name, participantIds: [bob.id, carol.id] });
    expect(res.status).toBe(201);
    return { alice, bob, carol, id: res.body._id as string, created: res.body };
  }

  const sendTo = (from: Person, conversationId: string, message: string, headers: Record<string, string> = {}) =>
    from.client.request('POST', '/api/messages', { conversationId, message }, headers);
  const history = async (who: Person, conversationId: string) =>
    (await who.client.get(`/api/messages/conversation/${conversationId}`)).body as {
      _id: string;
      text: string;
      seenBy: string[];
      system?: string;
    }[];
  const expectError = (res: { status: number; body: unknown }, status: number, error: Phrase | string) => {
    expect(res.status).toBe(status);
    expect(res.body).toEqual(answered(error));
  };

  return { server, time, person, group, sendTo, history, expectError };
}
export type GroupPerson = Awaited<ReturnType<ReturnType<typeof useGroupChat>['person']>>;
