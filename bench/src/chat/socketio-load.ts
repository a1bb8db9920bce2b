import http from 'node:http';
import { io, type Socket } from 'socket.io-client';
import { PingPong, type PingPongResult } from '../lib/ping-pong.js';
import type { BenchUser } from './app-server.js';

/** Opens one socket per user like a browser tab (cookie, userId query, websocket), a batch at a time. */
export async function connectSocketIo(url: string, users: BenchUser[], batch = 100): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let start = 0; start < users.length; start += batch) {
    const opened = await Promise.all(
      users.slice(start, start + batch).map(
        (user) =>
          new Promise<Socket>((resolve, reject) => {
            const socket = io(url, {
              path: '/socket.io',
              transports: ['websocket'],
              extraHeaders: { cookie: user.cookie },
              query: { userId: user.id },
              reconnection: false,
              forceNew: true,
              timeout: 60_000,
            });
            socket.once('connect', () => resolve(socket));
            socket.once('connect_error', reject);
          }),
      ),
    );
    sockets.push(...opened);
    if (sockets.length % 1000 === 0) console.error(`bench: ${sockets.length} sockets connected`);
  }
  return sockets;
}

/**
 * The product's real path: each message is a `POST /api/messages` from the sender (session cookie,
 * its socket id so its own tab is skipped), stored, then pushed as `newMessage` to the recipient's socket.
 */
export async function chatOverSocketIo(
  url: string,
  users: BenchUser[],
  sockets: Socket[],
  timing: { warmupMs: number; measureMs: number },
): Promise<PingPongResult> {
  const target = new URL('/api/messages', url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const indexOf = new Map(users.map((user, i) => [user.id, i]));

  const post = (from: number, to: number, seq: number) => {
    const sender = users[from];
    const recipient = users[to];
    if (!sender || !recipient) return;
    const body = JSON.stringify({ message: String(seq), recipientId: recipient.id });
    const request = http.request(
      target,
      {
        method: 'POST',
        agent,
        headers: {
          cookie: sender.cookie,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-socket-id': sockets[from]?.id ?? '',
        },
      },
      (response) => {
        response.resume();
        if (response.statusCode !== 201) pingPong.failed(from, to, seq);
      },
    );
    request.on('error', () => pingPong.failed(from, to, seq));
    request.end(body);
  };
  const pingPong = new PingPong(post);

  sockets.forEach((socket, recipient) => {
    socket.on('newMessage', (message: { sender: string; text: string }) => {
      const sender = indexOf.get(message.sender);
      if (sender !== undefined) pingPong.delivered(recipient, sender, Number(message.text));
    });
  });
  const result = await pingPong.run(users.length / 2, timing.warmupMs, timing.measureMs);
  agent.destroy();
  return result;
}
