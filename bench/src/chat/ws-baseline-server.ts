import { type WebSocket, WebSocketServer } from 'ws';

/**
 * The baseline: a bare `ws` server that relays each frame `{"to": n, ...}` to socket n. No HTTP
 * request, no session, no database and no socket.io framing: the floor the real stack is compared to.
 */
const port = Number(process.env.PORT);
const sockets = new Map<number, WebSocket>();
const server = new WebSocketServer({ port, host: '127.0.0.1' });

server.on('connection', (socket, request) => {
  const id = Number(new URL(request.url ?? '/', 'http://localhost').searchParams.get('id'));
  sockets.set(id, socket);
  socket.on('message', (data) => {
    const text = data.toString();
    const { to } = JSON.parse(text) as { to: number };
    sockets.get(to)?.send(text);
  });
  socket.on('close', () => sockets.delete(id));
});

process.on('SIGTERM', () => server.close(() => process.exit(0)));
