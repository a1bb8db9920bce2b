import WebSocket from 'ws';
import { PingPong, type PingPongResult } from '../lib/ping-pong.js';

export async function connectWs(url: string, count: number, batch = 100): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let start = 0; start < count; start += batch) {
    const ids = Array.from({ length: Math.min(batch, count - start) }, (_, i) => start + i);
    const opened = await Promise.all(
      ids.map(
        (id) =>
          new Promise<WebSocket>((resolve, reject) => {
            const socket = new WebSocket(`${url}/?id=${id}`);
            socket.once('open', () => resolve(socket));
            socket.once('error', reject);
          }),
      ),
    );
    sockets.push(...opened);
  }
  return sockets;
}

/** The same closed-loop chat as the real run, each message one frame relayed by the bare ws server. */
export async function chatOverWs(
  sockets: WebSocket[],
  timing: { warmupMs: number; measureMs: number },
): Promise<PingPongResult> {
  const pingPong = new PingPong((from, to, seq) => {
    sockets[from]?.send(JSON.stringify({ to, from, seq, text: String(seq) }));
  });
  sockets.forEach((socket, recipient) => {
    socket.on('message', (data) => {
      const { from, seq } = JSON.parse(data.toString()) as { from: number; seq: number };
      pingPong.delivered(recipient, from, seq);
    });
  });
  return pingPong.run(sockets.length / 2, timing.warmupMs, timing.measureMs);
}
