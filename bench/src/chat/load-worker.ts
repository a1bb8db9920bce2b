import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { OpenLoop } from '../lib/open-loop.js';
import { PingPong, type PingPongResult, sleep } from '../lib/ping-pong.js';
import type { BenchUser } from './app-server.js';
import type { RunReply, WorkerCommand, WorkerReply } from './worker-protocol.js';

/**
 * One load-generating process. It holds a slice of the sockets, whole pairs only (2i, 2i+1), so every
 * message it sends is received by a socket it also holds and latency is read on one clock.
 */
const CONNECT_BATCH = 50;
/** How long after its last connect a worker keeps counting the bytes connecting caused. */
const SETTLE_MS = 2000;
const reply = (message: WorkerReply) => process.send?.(message);

interface Transport {
  send(from: number, to: number, seq: number): void;
  close(): void;
  count: number;
}

/** Where deliveries and failures go: the loop being run (the sockets' listeners are attached once). */
const current = {
  delivered: (_recipient: number, _sender: number, _seq: number) => {},
  failed: (_from: number, _to: number, _seq: number) => {},
};

function frameBytes(data: unknown): number {
  if (typeof data === 'string') return Buffer.byteLength(data);
  if (data && typeof data === 'object' && 'byteLength' in data) return Number((data as ArrayBuffer).byteLength);
  return 0;
}

async function socketIoTransport(
  url: string,
  users: BenchUser[],
): Promise<Transport & { bytes: () => number; firstListBytes: number[] }> {
  let received = 0;
  const firstListBytes: number[] = [];
  const sockets: Socket[] = [];
  for (let start = 0; start < users.length; start += CONNECT_BATCH) {
    const opened = await Promise.all(
      users.slice(start, start + CONNECT_BATCH).map(
        (user) =>
          new Promise<Socket>((resolve, reject) => {
            const socket = io(url, {
              path: '/socket.io',
              transports: ['websocket'],
              extraHeaders: { cookie: user.cookie },
              query: { userId: user.id },
              reconnection: false,
              forceNew: true,
              timeout: 120_000,
            });
            let untilList = 0;
            let listed = false;
            socket.io.engine.on('packet', (packet: { data?: unknown }) => {
              const bytes = 1 + frameBytes(packet.data);
              received += bytes;
              if (!listed) untilList += bytes;
            });
            socket.once('getOnlineUsers', () => {
              listed = true;
              firstListBytes.push(untilList);
              resolve(socket);
            });
            socket.once('connect_error', reject);
          }),
      ),
    );
    sockets.push(...opened);
  }
  const indexOf = new Map(users.map((user, i) => [user.id, i]));
  sockets.forEach((socket, recipient) => {
    socket.on('newMessage', (message: { sender: string; text: string }) => {
      const sender = indexOf.get(message.sender);
      if (sender !== undefined) current.delivered(recipient, sender, Number(message.text));
    });
  });
  return {
    count: sockets.length,
    bytes: () => received,
    firstListBytes,
    send(from, to, seq) {
      const recipient = users[to];
      sockets[from]?.emit(
        'sendMessage',
        { message: String(seq), recipientId: recipient?.id },
        (ack: { error?: string }) => {
          if (ack.error) current.failed(from, to, seq);
        },
      );
    },
    close() {
      for (const socket of sockets) socket.disconnect();
    },
  };
}

async function wsTransport(
  url: string,
  firstIndex: number,
  count: number,
): Promise<Transport & { bytes: () => number }> {
  let received = 0;
  const sockets: WebSocket[] = [];
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const ids = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, (_, i) => firstIndex + start + i);
    sockets.push(
      ...(await Promise.all(
        ids.map(
          (id) =>
            new Promise<WebSocket>((resolve, reject) => {
              const socket = new WebSocket(`${url}/?id=${id}`);
              socket.on('message', (data) => {
                received += frameBytes(data);
              });
              socket.once('open', () => resolve(socket));
              socket.once('error', reject);
            }),
        ),
      )),
    );
  }
  sockets.forEach((socket, recipient) => {
    socket.on('message', (data) => {
      const { from, seq } = JSON.parse(data.toString()) as { from: number; seq: number };
      current.delivered(recipient, from, seq);
    });
  });
  return {
    count: sockets.length,
    bytes: () => received,
    send(from, to, seq) {
      sockets[from]?.send(JSON.stringify({ to: firstIndex + to, from, seq, text: String(seq) }));
    },
    close() {
      for (const socket of sockets) socket.terminate();
    },
  };
}

function ranReply(result: PingPongResult, latenciesMs: number[], cpuBefore: NodeJS.CpuUsage): RunReply {
  const cpu = process.cpuUsage(cpuBefore);
  return {
    type: 'ran',
    seconds: result.seconds,
    deliveries: result.deliveries,
    latenciesMs,
    errors: result.errors,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
}

let transport: Transport | undefined;

async function handle(command: WorkerCommand): Promise<void> {
  if (command.type === 'connect') {
    const started = performance.now();
    const opened =
      command.kind === 'socketio'
        ? await socketIoTransport(command.url, command.users)
        : await wsTransport(command.url, command.firstIndex, command.count);
    const connectSeconds = (performance.now() - started) / 1000;
    transport = opened;
    // Lists re-sent to contacts as others come online are part of what connecting costs.
    await sleep(SETTLE_MS);
    const firstListBytes = 'firstListBytes' in opened ? (opened.firstListBytes as number[]) : [];
    reply({ type: 'connected', connectSeconds, firstListBytes, connectPhaseBytes: opened.bytes() });
    return;
  }
  if (command.type === 'close') {
    transport?.close();
    reply({ type: 'closed' });
    setTimeout(() => process.exit(0), 100);
    return;
  }
  const active = transport;
  if (!active) throw new Error('run before connect');
  const pairs = active.count / 2;
  if (command.type === 'closed-loop') {
    const loop = new PingPong((from, to, seq) => active.send(from, to, seq));
    current.delivered = (recipient, sender, seq) => loop.delivered(recipient, sender, seq);
    current.failed = (from, to, seq) => loop.failed(from, to, seq);
    const cpuBefore = process.cpuUsage();
    const result = await loop.run(pairs, command.warmupMs, command.measureMs);
    reply(ranReply(result, loop.latencySample, cpuBefore));
    return;
  }
  const loop = new OpenLoop((from, to, seq) => active.send(from, to, seq));
  current.delivered = (_recipient, _sender, seq) => loop.delivered(seq);
  current.failed = (_from, _to, seq) => loop.failed(seq);
  const cpuBefore = process.cpuUsage();
  const result = await loop.run(pairs, command.messagesPerSecond, command.warmupMs, command.measureMs);
  reply(ranReply(result, loop.latencySample, cpuBefore));
}

process.on('message', (command: WorkerCommand) => {
  handle(command).catch((error: unknown) => {
    console.error('bench worker:', error);
    process.exit(1);
  });
});
