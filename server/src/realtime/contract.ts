import type { Server, Socket } from 'socket.io';
import type { MessageView } from '../chat/views.js';

/** Events the server sends, named by the web app's contract (SPEC §7). */
export interface ServerToClientEvents {
  getOnlineUsers: (userIds: string[]) => void;
  newMessage: (message: MessageView) => void;
  /** `userId` read the conversation up to its newest message (sent to every member, the reader's tabs too). */
  messagesSeen: (payload: { conversationId: string; userId: string }) => void;
  messageDeleted: (payload: { conversationId: string; messageId: string }) => void;
  /** `userId` is typing in the conversation (never sent to the typist). */
  typing: (payload: { conversationId: string; userId: string }) => void;
  newNotification: (notification: unknown) => void;
  /** A post by someone I follow reached my home timeline: only a cue to offer "New posts". */
  newFeedPost: (payload: { postId: string; authorId: string }) => void;
}

/** Payloads arrive unvalidated from the network, hence unknown. */
export interface ClientToServerEvents {
  markMessagesAsSeen: (payload: unknown) => void;
  /** Answers through the acknowledgement callback, when the client passes one. */
  sendMessage: (payload: unknown, ack?: unknown) => void;
  typing: (payload: unknown) => void;
}

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
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** Every tab of one user joins this room, on whichever process it is connected to. */
export const userRoom = (userId: string) => `user:${userId}`;

/** Every socket opened with one session (the tabs of one browser), to close them when it ends. */
export const sessionRoom = (sessionHash: string) => `session:${sessionHash}`;
