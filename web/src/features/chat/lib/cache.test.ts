import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chatKeys } from '../api/chat-keys';
import type { Conversation, Message } from '../types';
import { addMessage, clearUnread, markMineSeen, otherUserOf } from './cache';

const message = (id: string, sender: string, extra: Partial<Message> = {}): Message => ({
  _id: id,
  conversationId: 'c1',
  sender,
  text: `text ${id}`,
  img: '',
  seen: false,
  createdAt: '2026-11-22T10:00:00Z',
  ...extra,
});
const conversation = (id: string, otherId: string, extra: Partial<Conversation> = {}): Conversation => ({
  _id: id,
  participants: [{ _id: otherId, username: otherId, profilePic: '' }],
  lastMessage: { text: 'old', sender: otherId },
  unreadCount: 0,
  ...extra,
});

function seeded() {
  const client = new QueryClient();
  client.setQueryData(chatKeys.conversations, [conversation('c0', 'cy'), conversation('c1', 'bob')]);
  client.setQueryData(chatKeys.messages('bob'), [message('m1', 'me')]);
  return client;
}

describe('chat cache', () => {
  it('a pushed message joins its conversation once, which moves to the top with one more unread', () => {
    const client = seeded();
    const incoming = message('m2', 'bob');
    addMessage(client, 'bob', incoming, false);
    addMessage(client, 'bob', incoming, false);
    expect(client.getQueryData<Message[]>(chatKeys.messages('bob'))?.map((m) => m._id)).toEqual(['m1', 'm2']);
    const list = client.getQueryData<Conversation[]>(chatKeys.conversations) ?? [];
    expect(list.map((c) => c._id)).toEqual(['c1', 'c0']);
    expect(list[0]?.lastMessage.text).toBe('text m2');
    expect(list[0]?.unreadCount).toBe(1);
  });

  it('my own message does not count as unread', () => {
    const client = seeded();
    addMessage(client, 'bob', message('m3', 'me'), true);
    expect(client.getQueryData<Conversation[]>(chatKeys.conversations)?.[0]?.unreadCount).toBe(0);
  });

  it('a message of an unknown conversation makes the list refetch', async () => {
    const client = seeded();
    addMessage(client, 'dan', message('m4', 'dan', { conversationId: 'c9' }), false);
    expect(client.getQueryState(chatKeys.conversations)?.isInvalidated).toBe(true);
  });

  it('read receipts tick only my messages of that conversation', () => {
    const client = seeded();
    client.setQueryData(chatKeys.messages('bob'), [message('m1', 'me'), message('m2', 'bob')]);
    client.setQueryData(chatKeys.messages('cy'), [message('x1', 'me', { conversationId: 'c0' })]);
    markMineSeen(client, 'c1', 'me');
    expect(client.getQueryData<Message[]>(chatKeys.messages('bob'))?.map((m) => m.seen)).toEqual([true, false]);
    expect(client.getQueryData<Message[]>(chatKeys.messages('cy'))?.[0]?.seen).toBe(false);
  });

  it('opening clears the unread count; my messages are matched to the other member', () => {
    const client = seeded();
    addMessage(client, 'bob', message('m2', 'bob'), false);
    clearUnread(client, 'c1');
    expect(client.getQueryData<Conversation[]>(chatKeys.conversations)?.[0]?.unreadCount).toBe(0);
    expect(otherUserOf(client, message('m5', 'me'), 'me')).toBe('bob');
    expect(otherUserOf(client, message('m6', 'bob'), 'me')).toBe('bob');
  });
});
