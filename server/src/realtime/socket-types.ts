import type { ClientSocketPayloads } from '@threads/contract';
import type { Server, Socket } from 'socket.io';
import type { ServerSocketPayloads } from './events.js';

/** Events the server sends, each with the payload declared in `events.ts`. */
export type ServerToClientEvents = {
  [E in keyof ServerSocketPayloads]: (payload: ServerSocketPayloads[E]) => void;
};

/**
 * Events the web app sends (named in the contract). Payloads arrive unvalidated from the network, hence
 * unknown; `sendMessage` answers through the acknowledgement callback, when the client passes one.
 */
export type ClientToServerEvents = {
  [E in keyof ClientSocketPayloads]: (payload: unknown, ack?: unknown) => void;
};

/** Between server processes, through the Redis adapter. */
export interface InterServerEvents {
  /** These users came online or went offline on the sending process. */
  presenceChanged: (userIds: string[]) => void;
  /** Whose presence these users are shown changed (contacts.ts). */
  contactsChanged: (userIds: string[]) => void;
}

export interface SocketData {
  userId: string;
  /** The hash of the session the socket was opened with, to close it when that session ends. */
  sessionHash: string;
  /** The client said it understands group conversations (`GROUP_CHATS_PARAM` in the handshake query). */
  groupChats: boolean;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** Every tab of one user joins this room, on whichever process it is connected to. */
export const userRoom = (userId: string) => `user:${userId}`;

/** Every socket opened with one session (the tabs of one browser), to close them when it ends. */
export const sessionRoom = (sessionHash: string) => `session:${sessionHash}`;

/**
 * The tabs of one user that understand group conversations. A group's events go here only: a client of
 * CONTRACT §7 would show a group's message as one from its sender in their one-to-one conversation.
 */
export const groupChatsRoom = (userId: string) => `groups:${userId}`;
