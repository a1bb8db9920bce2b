import { connectSocket, pause } from '@threads/server/test-support';
import fc from 'fast-check';
import { sendAs } from '../raw-request.js';
import type { World } from '../world.js';
import { hostileString, hostileValue } from './hostile.js';

export interface SocketFuzzReport {
  cases: number;
  findings: string[];
}

/**
 * Hostile payloads for the one client event (`markMessagesAsSeen`) and for events the server does not
 * know, and hostile `userId`s at the handshake. Afterwards the server must still answer, alice's socket
 * must still be open (unless a payload was over the 16 KB frame limit), and bob's message must still be
 * unseen: no payload may mark a conversation alice is not reading.
 */
export async function fuzzSockets(world: World, options: { runs: number; seed: number }): Promise<SocketFuzzReport> {
  const findings: string[] = [];
  let cases = 0;
  const events = fc.oneof(
    fc.constant('markMessagesAsSeen'),
    hostileString.filter((s) => s.length > 0 && s.length < 50),
  );
  const payloads = fc.oneof(
    hostileValue,
    hostileValue.map((userId) => ({ conversationId: world.conversationId, userId })),
    hostileValue.map((conversationId) => ({ conversationId, userId: world.alice.id })),
  );
  const carol = await connectSocket(world.url, { cookie: world.carol.cookie });
  for (const [event, payload] of fc.sample(fc.tuple(events, payloads), { numRuns: options.runs, seed: options.seed })) {
    cases++;
    if (!carol.socket.connected) {
      if (JSON.stringify(payload ?? null).length < 16_000)
        findings.push(`socket closed after ${event} ${JSON.stringify(payload).slice(0, 100)}`);
      carol.socket.connect();
      await pause(100);
    }
    carol.socket.emit(event, payload);
  }
  await pause(300);

  const userIds = fc.oneof(hostileString, fc.constantFrom(world.bob.id, `${world.carol.id} `, [world.carol.id]));
  for (const userId of fc.sample(userIds, { numRuns: Math.min(options.runs, 50), seed: options.seed })) {
    cases++;
    const claimed = typeof userId === 'string' ? userId.replace(/[\uD800-\uDFFF]/g, '?') : String(userId);
    const socket = await connectSocket(world.url, { cookie: world.carol.cookie, userId: claimed }).catch(() => null);
    if (socket && claimed !== world.carol.id)
      findings.push(`handshake accepted userId ${JSON.stringify(claimed).slice(0, 80)}`);
    socket?.close();
  }
  carol.close();

  const health = await sendAs(world.url, '', { method: 'GET', path: '/api/health' });
  if (health.status !== 200) findings.push(`health ${health.status} after socket fuzzing`);
  const history = await sendAs(world.url, world.bob.cookie, { method: 'GET', path: `/api/messages/${world.alice.id}` });
  const mine = history.body.find((m: { _id: string }) => m._id === world.messageId);
  if (mine?.seen) findings.push("carol's payloads marked alice's conversation as seen");
  return { cases, findings };
}
