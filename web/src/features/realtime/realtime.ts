import { type ClientSocketPayloads, serverSocketEvents } from '@threads/contract';
import type { Socket } from 'socket.io-client';
import type { components } from '../../lib/api-types';
import { forgetSocket, reportSocket } from '../../lib/connection-status';
import { whenHydratedAndIdle } from '../../lib/server-render';

/** What the server pushes: the event names from the contract, each payload's type generated from its schema. */
type ServerPayloads = components['schemas']['ServerSocketEvents'];
export type ServerEventName = keyof ServerPayloads;
export type ServerEvents = { [E in ServerEventName]: (payload: ServerPayloads[E]) => void };

type Handler = (payload: never) => void;

/**
 * The one socket of this tab, opened for the logged-in user and closed on logout. The socket.io
 * client is imported on demand, so it never weighs on a route's first load. Screens subscribe here
 * instead of holding the socket, so a reconnect or a new login keeps their subscriptions.
 */
const handlers = new Map<ServerEventName, Set<Handler>>();
const reconnectListeners = new Set<(first: boolean) => void>();
const onlineListeners = new Set<() => void>();
let socket: Socket | null = null;
let socketUserId: string | null = null;
/** Bumped by every connect and disconnect, so a connect overtaken while importing gives up. */
let generation = 0;
let online: string[] = [];

function dispatch<E extends ServerEventName>(event: E, payload: ServerPayloads[E]) {
  for (const handler of handlers.get(event) ?? []) (handler as ServerEvents[E])(payload);
}

function setOnline(userIds: string[]) {
  online = userIds;
  for (const listener of onlineListeners) listener();
}

/**
 * Until a drawn first screen is wholly hydrated and the page is idle (a second at most): the socket.io
 * client's code runs then, never in the way of taking the screen over. Whatever is sent meanwhile is
 * fetched on the first connect, as below.
 */
function idleAfterHydration(): Promise<void> {
  return new Promise((resolve) => whenHydratedAndIdle(resolve));
}

export async function connectRealtime(userId: string): Promise<void> {
  if (socketUserId === userId) return;
  disconnectRealtime();
  socketUserId = userId;
  const mine = ++generation;
  await idleAfterHydration();
  if (mine !== generation) return;
  const { openSocket } = await import('./socket-client');
  // Opened in a task after the one its code ran in: together they made one long task.
  await new Promise((resolve) => setTimeout(resolve));
  if (mine !== generation) return;
  const next = openSocket(userId);
  socket = next;
  for (const name of serverSocketEvents satisfies readonly ServerEventName[]) {
    next.on(name, (payload: ServerPayloads[typeof name]) => dispatch(name, payload));
  }
  next.on('getOnlineUsers', (userIds: string[]) => setOnline(Array.isArray(userIds) ? userIds : []));
  // Anything sent before this socket joined its rooms (while the page loaded, or while the connection was
  // down) is only in the database: on every connect, the first one too, listeners refetch.
  let connects = 0;
  next.on('connect', () => {
    reportSocket(true);
    const first = connects++ === 0;
    // Each listener in a task of its own: their refetches together made one long task as a page loads.
    const waiting = [...reconnectListeners];
    const runNext = () => {
      const listener = waiting.shift();
      if (!listener) return;
      if (reconnectListeners.has(listener)) listener(first);
      setTimeout(runNext);
    };
    setTimeout(runNext);
  });
  // The connection banner: a lost connection, or one that cannot be made, means the server is out of reach
  // (not a close by either side on purpose: a logout here, an ended session there).
  next.on('disconnect', (reason) => {
    if (reason !== 'io client disconnect' && reason !== 'io server disconnect') reportSocket(false);
  });
  next.on('connect_error', () => reportSocket(false));
}

export function disconnectRealtime(): void {
  generation++;
  forgetSocket();
  socket?.disconnect();
  socket = null;
  socketUserId = null;
  setOnline([]);
}

type ClientEvents = Omit<ClientSocketPayloads, 'sendMessage'>;

export function emitRealtime<E extends keyof ClientEvents>(event: E, payload: ClientEvents[E]) {
  socket?.emit(event, payload);
}

/** How long a socket send waits for the server's acknowledgement (it comes after the message is stored). */
const SEND_ACK_TIMEOUT_MS = 10_000;

export type SendMessageAck = components['schemas']['SendMessageAck'];

/**
 * Sends a chat message over this tab's socket, answered once it is stored; null when the socket is not
 * connected, so the caller sends it over HTTP instead.
 */
export function sendOverSocket(payload: ClientSocketPayloads['sendMessage']): Promise<SendMessageAck> | null {
  if (!socket?.connected) return null;
  return socket.timeout(SEND_ACK_TIMEOUT_MS).emitWithAck('sendMessage', payload);
}

/**
 * Names this tab's socket on an HTTP send (`X-Socket-Id`), so the server pushes the message to this person's
 * other tabs and not back to this one.
 */
export function socketIdHeader(): Record<string, string> {
  return socket?.connected && socket.id ? { 'x-socket-id': socket.id } : {};
}

export function subscribeRealtime<E extends ServerEventName>(event: E, handler: ServerEvents[E]): () => void {
  const set = handlers.get(event) ?? new Set<Handler>();
  handlers.set(event, set);
  set.add(handler as Handler);
  return () => set.delete(handler as Handler);
}

/** `first` is the socket's first connect since the login or page load; later ones follow a lost connection. */
export function subscribeReconnect(listener: (first: boolean) => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

export function subscribeOnline(listener: () => void): () => void {
  onlineListeners.add(listener);
  return () => onlineListeners.delete(listener);
}

export const getOnlineUsers = (): string[] => online;
