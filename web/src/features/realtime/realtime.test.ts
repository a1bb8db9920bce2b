import { afterEach, expect, it, vi } from 'vitest';
import { connectRealtime, disconnectRealtime, subscribeReconnect } from './realtime';

type Handler = (...args: unknown[]) => void;
const socket = vi.hoisted(() => {
  const handlers = new Map<string, Handler>();
  return {
    handlers,
    fake: { on: (name: string, handler: Handler) => handlers.set(name, handler), disconnect: () => {} },
  };
});

vi.mock('./socket-client', () => ({ openSocket: () => socket.fake }));

afterEach(disconnectRealtime);

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

it('runs what a connect refetches one listener a task, not all in the connect event’s task', async () => {
  await connectRealtime('01JD8X9A1B2C3D4E5F6G7H8J9K');
  await vi.waitFor(() => expect(socket.handlers.has('connect')).toBe(true));
  const ran: string[] = [];
  const stops = ['unread', 'chats', 'feed'].map((name) => subscribeReconnect((first) => ran.push(`${name} ${first}`)));
  socket.handlers.get('connect')?.();
  expect(ran).toEqual([]);
  await nextTask();
  expect(ran).toEqual(['unread true']);
  await nextTask();
  await nextTask();
  expect(ran).toEqual(['unread true', 'chats true', 'feed true']);
  // One unsubscribed before its turn is not called.
  socket.handlers.get('connect')?.();
  stops[1]?.();
  for (let i = 0; i < 3; i++) await nextTask();
  expect(ran.slice(3)).toEqual(['unread false', 'feed false']);
});
