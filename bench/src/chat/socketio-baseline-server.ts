import { createServer } from 'node:http';
import { Server } from 'socket.io';

/**
 * The framework floor: a socket.io server speaking the same events as the real one (`getOnlineUsers` on
 * connect, `sendMessage` with an acknowledgement, `newMessage` to the recipient's room), with no session,
 * database or rules. The real path's cost above this is ours; this one's cost above the bare `ws` relay is
 * socket.io's (engine.io framing, packet encoding, rooms, acks).
 */
const port = Number(process.env.PORT);
const http = createServer();
const io = new Server(http, { serveClient: false, transports: ['websocket'] });
let sequence = 0;

io.on('connection', (socket) => {
  const userId = String(socket.handshake.query.userId ?? '');
  void socket.join(userId);
  socket.emit('getOnlineUsers', [userId]);
  socket.on('sendMessage', (payload: { recipientId?: string; message?: string }, ack?: (answer: unknown) => void) => {
    const message = {
      _id: String(++sequence),
      sender: userId,
      recipient: payload.recipientId,
      text: payload.message,
      createdAt: new Date().toISOString(),
    };
    io.to(String(payload.recipientId)).emit('newMessage', message);
    ack?.({ message });
  });
});

http.listen(port, '127.0.0.1');
process.on('SIGTERM', () => io.close(() => process.exit(0)));
