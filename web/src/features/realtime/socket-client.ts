import { GROUP_CHATS_PARAM } from '@threads/contract';
import { io, type Socket } from 'socket.io-client';

/** The reconnect timing of CONTRACT §9: 1 s growing to 5 s, half of it random, 20 s to connect. */
export const SOCKET_OPTIONS = {
  path: '/socket.io',
  withCredentials: true,
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;

/**
 * The identity is the session cookie; the contract's `userId` query is only checked against it. The app
 * understands group conversations, so it asks for their events.
 */
export function openSocket(userId: string): Socket {
  return io({ ...SOCKET_OPTIONS, query: { userId, [GROUP_CHATS_PARAM]: 'true' } });
}
