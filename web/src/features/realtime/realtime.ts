import type { Socket } from 'socket.io-client';

/** What the server pushes (SPEC §7, plus newNotification for the header badge, newFeedPost for the home feed and the group chat events). */
export interface ServerEvents {
  getOnlineUsers: (userIds: string[]) => void;
  newMessage: (message: unknown) => void;
  messagesSeen: (payload: { conversationId: string; userId: string }) => void;
  messageDeleted: (payload: { conversationId: string; messageId: string }) => void;
  typing: (payload: { conversationId: string; userId: string }) => void;
  newNotification: (notification: unknown) => void;
  /** A post by someone I follow reached my home feed (a cue: the feed offers "New posts"). */
  newFeedPost: (payload: { postId: string; authorId: string }) => void;
}
export type ServerEventName = keyof ServerEvents;

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

function dispatch(event: ServerEventName, payload: unknown) {
  for (const handler of handlers.get(event) ?? []) (handler as (value: unknown) => void)(payload);
}

function setOnline(userIds: string[]) {
  online = userIds;
  for (const listener of onlineListeners) listener();
}

export async function connectRealtime(userId: string): Promise<void> {
  if (socketUserId === userId) return;
  disconnectRealtime();
  socketUserId = userId;
  const mine = ++generation;
  const { openSocket } = await import('./socket-client');
  if (mine !== generation) return;
  const next = openSocket(userId);
  socket = next;
  const names: ServerEventName[] = [
    'getOnlineUsers',
    'newMessage',
    'messagesSeen',
    'messageDeleted',
    'typing',
    'newNotification',
    'newFeedPost',
  ];
  for (const name of names) next.on(name, (payload: unknown) => dispatch(name, payload));
  next.on('getOnlineUsers', (userIds: string[]) => setOnline(Array.isArray(userIds) ? userIds : []));
  // Anything sent before this socket joined its rooms (while the page loaded, or while the connection was
  // down) is only in the database: on every connect, the first one too, listeners refetch.
  let connects = 0;
  next.on('connect', () => {
    const first = connects++ === 0;
    for (const listener of reconnectListeners) listener(first);
  });
}

export function disconnectRealtime(): void {
  generation++;
  socket?.disconnect();
  socket = null;
  socketUserId = null;
  setOnline([]);
}

interface ClientEvents {
  markMessagesAsSeen: { conversationId: string; userId: string };
  typing: { conversationId: string };
}

export function emitRealtime<E extends keyof ClientEvents>(event: E, payload: ClientEvents[E]) {
  socket?.emit(event, payload);
}

/** How long a socket send waits for the server's acknowledgement (it comes after the message is stored). */
const SEND_ACK_TIMEOUT_MS = 10_000;

export type SendMessageAck = { message: unknown } | { error: string };

/**
 * Sends a chat message over this tab's socket, answered once it is stored; null when the socket is not
 * connected, so the caller sends it over HTTP instead.
 */
export function sendOverSocket(
  payload: { recipientId: string; message: string } | { conversationId: string; message: string },
): Promise<SendMessageAck> | null {
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
