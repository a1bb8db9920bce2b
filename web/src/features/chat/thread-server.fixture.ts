import { vi } from 'vitest';
import { MESSAGE_PAGE_SIZE } from './api/get-messages';
import type { Conversation, Message } from './types';

/** Message ids as the server's sort: by number. */
export const idOf = (n: number) => `m${String(n).padStart(4, '0')}`;

/** The ids of messages `from` to `to`. */
export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => idOf(from + i));

/** Message `n` of my conversation with bob (c1): his when odd, mine when even. */
export const message = (n: number): Message => ({
  _id: idOf(n),
  conversationId: 'c1',
  sender: n % 2 ? 'bob' : 'me',
  text: `text ${n}`,
  img: '',
  seen: false,
  createdAt: '2026-11-22T10:00:00Z',
});

const withBob: Conversation = {
  _id: 'c1',
  participants: [{ _id: 'bob', username: 'bob', profilePic: '' }],
  lastMessage: { _id: 'm0', text: '', img: '', sender: 'bob', date: '2026-11-22T10:00:00Z', seen: false },
  unreadCount: 0,
};

/**
 * For tests: the server as the browser reaches it, holding my conversation with bob, `count` messages
 * long, paged as the API pages it. Each request is recorded; `hold` keeps the answers to the latest page
 * waiting until `release`.
 */
export function threadServer(count: number) {
  const messages = Array.from({ length: count }, (_, i) => message(i + 1));
  const asked: string[] = [];
  let held: Array<() => void> | null = null;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    asked.push(url);
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/messages/conversations') return Response.json([withBob]);
    const before = searchParams.get('before');
    if (!before && held) await new Promise<void>((resolve) => held?.push(resolve));
    // As a browser's fetch does once its request is cancelled.
    init?.signal?.throwIfAborted();
    const end = before ? messages.findIndex((m) => m._id === before) : messages.length;
    return Response.json(messages.slice(Math.max(0, end - MESSAGE_PAGE_SIZE), end));
  });
  return {
    messages,
    asked,
    hold: () => {
      held = [];
    },
    release: () => {
      for (const resolve of held ?? []) resolve();
      held = null;
    },
  };
}
