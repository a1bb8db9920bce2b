import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chatKeys } from '../api/keys';
import type { Conversation, Message } from '../types';
import { addMessage, clearUnread, markDeleted, markReadBy, threadKeyOf } from './cache';

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
  lastMessage: { _id: 'm0', text: 'old', img: '', sender: otherId, date: '2026-11-22T09:00:00Z', seen: false },
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

  it('read receipts tick only the messages the reader did not send, in that conversation', () => {
    const client = seeded();
    client.setQueryData(chatKeys.messages('bob'), [message('m1', 'me'), message('m2', 'bob')]);
    client.setQueryData(chatKeys.messages('cy'), [message('x1', 'me', { conversationId: 'c0' })]);
    markReadBy(client, 'c1', 'bob');
    expect(client.getQueryData<Message[]>(chatKeys.messages('bob'))?.map((m) => m.seen)).toEqual([true, false]);
    expect(client.getQueryData<Message[]>(chatKeys.messages('cy'))?.[0]?.seen).toBe(false);
  });

  it('opening clears the unread count; my messages are matched to the other member', () => {
    const client = seeded();
    addMessage(client, 'bob', message('m2', 'bob'), false);
    clearUnread(client, 'c1');
    expect(client.getQueryData<Conversation[]>(chatKeys.conversations)?.[0]?.unreadCount).toBe(0);
    expect(threadKeyOf(client, message('m5', 'me'), 'me')).toBe('bob');
    expect(threadKeyOf(client, message('m6', 'bob'), 'me')).toBe('bob');
  });

  it("a group's messages gather their readers, and go to the group's thread", () => {
    const client = seeded();
    const key = 'group:g1';
    client.setQueryData(chatKeys.messages(key), [
      message('g1m1', 'me', { conversationId: 'g1', seenBy: [] }),
      message('g1m2', 'ann', { conversationId: 'g1', seenBy: ['me'] }),
    ]);
    markReadBy(client, 'g1', 'ann');
    markReadBy(client, 'g1', 'ann');
    expect(client.getQueryData<Message[]>(chatKeys.messages(key))?.map((m) => m.seenBy)).toEqual([['ann'], ['me']]);
    expect(threadKeyOf(client, message('g1m3', 'ann', { conversationId: 'g1', seenBy: [] }), 'me')).toBe(key);
  });

  it('a deleted message becomes a tombstone everywhere, and comes back when the delete is refused', () => {
    const client = seeded();
    addMessage(client, 'bob', message('m2', 'me'), true);
    const restore = markDeleted(client, 'c1', 'm2');
    expect(client.getQueryData<Message[]>(chatKeys.messages('bob'))?.[1]).toMatchObject({ deleted: true, text: '' });
    expect(client.getQueryData<Conversation[]>(chatKeys.conversations)?.[0]?.lastMessage).toMatchObject({
      deleted: true,
    });
    restore();
    expect(client.getQueryData<Message[]>(chatKeys.messages('bob'))?.[1]).toMatchObject({ text: 'text m2' });
    expect(client.getQueryData<Message[]>(chatKeys.messages('bob'))?.[1]).not.toHaveProperty('deleted');
  });
});
