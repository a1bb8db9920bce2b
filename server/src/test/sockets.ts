import { GROUP_CHATS_PARAM } from '@threads/contract';
import { io, type Socket } from 'socket.io-client';
import type { NotificationView } from '../notifications/views.js';
import type { ApiClient } from './api-client.js';

export interface SocketOptions {
  cookie?: string;
  userId?: string;
  origin?: string;
  transport?: 'websocket' | 'polling';
  /** Says it understands group conversations, as the web app does (a client of CONTRACT §7 does not). */
  groupChats?: boolean;
}

interface Received {
  event: string;
  payload: any;
}

/** A socket.io client that records every event, so tests can wait for one or assert that none came. */
export class TestSocket {
  readonly received: Received[] = [];
  private waiters: (() => void)[] = [];

  constructor(readonly socket: Socket) {
    socket.onAny((event: string, payload: unknown) => {
      this.received.push({ event, payload });
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  get id(): string {
    return this.socket.id ?? '';
  }

  /** The first payload of `event` (received before or after this call) that matches. */
  waitFor(event: string, matches: (payload: any) => boolean = () => true, timeoutMs = 5000): Promise<any> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
      const check = () => {
        const hit = this.received.find((r) => r.event === event && matches(r.payload));
        if (hit) {
          clearTimeout(timer);
          resolve(hit.payload);
        } else {
          this.waiters.push(check);
        }
      };
      check();
    });
  }

  /** Every payload of `event` received so far. */
  all(event: string): any[] {
    return this.received.filter((r) => r.event === event).map((r) => r.payload);
  }

  emit(event: string, payload: unknown): void {
    this.socket.emit(event, payload);
  }

  /** Emits with an acknowledgement callback and resolves with the server's answer. */
  request(event: string, payload: unknown, timeoutMs = 5000): Promise<any> {
    return this.socket.timeout(timeoutMs).emitWithAck(event, payload);
  }

  close(): void {
    this.socket.disconnect();
  }

  /**
   * When (`Date.now()`) the server drops this socket. Rejects if it is not connected, drops for another
   * reason, or is still connected after `timeoutMs`: that only guards against waiting forever; a test
   * compares the time with its own answer's, so a busy machine's slow request does not count against it.
   */
  droppedByServer(timeoutMs = 10_000): Promise<number> {
    return new Promise((resolve, reject) => {
      if (!this.socket.connected) return reject(new Error('the socket was not connected'));
      const timer = setTimeout(() => reject(new Error(`socket still connected after ${timeoutMs} ms`)), timeoutMs);
      this.socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        if (reason === 'io server disconnect') resolve(Date.now());
        else reject(new Error(`disconnected for another reason: ${reason}`));
      });
    });
  }
}

/** Connects like a browser tab would; rejects with the server's refusal message. */
export function connectSocket(url: string, options: SocketOptions = {}): Promise<TestSocket> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  const socket = io(url, {
    path: '/socket.io',
    transports: [options.transport ?? 'websocket'],
    extraHeaders: headers,
    query: {
      ...(options.userId === undefined ? {} : { userId: options.userId }),
      ...(options.groupChats ? { [GROUP_CHATS_PARAM]: 'true' } : {}),
    },
    reconnection: false,
    forceNew: true,
  });
  const client = new TestSocket(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(client));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
}

/** A notification in its API shape, to publish as `notification.created` without the write behind it. */
export function fakeNotification(senderId: string): NotificationView {
  return {
    _id: 'n1',
    type: 'like',
    message: 'liked your post',
    isRead: false,
    createdAt: new Date(0).toISOString(),
    senderId: { _id: senderId, username: 'sender', name: 'Sender', profilePic: '' },
    postId: null,
    replyId: null,
    count: 1,
    groupKey: 'n1',
  };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signed-up users who open socket "tabs" on one test server, as the realtime tests need them;
 * `closeAll` ends every socket opened through it.
 */
export function socketUsers(server: () => { url: string; client(): ApiClient }) {
  const open: TestSocket[] = [];
  return {
    async user() {
      const client = server().client();
      const { _id } = await client.signup();
      const tab = async (options: { groupChats?: boolean } = {}) => {
        const socket = await connectSocket(server().url, { cookie: client.cookie, userId: _id, ...options });
        open.push(socket);
        return socket;
      };
      return { id: _id as string, client, tab };
    },
    closeAll() {
      for (const socket of open) socket.close();
    },
  };
}
