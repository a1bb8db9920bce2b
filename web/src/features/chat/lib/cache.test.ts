import { QueryClient, type QueryKey, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
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
    markReadBy(client, 'c1', 'bob', 'me');
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
    markReadBy(client, 'g1', 'ann', 'me');
    markReadBy(client, 'g1', 'ann', 'me');
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

describe('a push while its list is being fetched', () => {
  let unsubscribes: Array<() => void> = [];
  afterEach(() => {
    for (const unsubscribe of unsubscribes) unsubscribe();
    unsubscribes = [];
  });

  /** A query as a shown screen holds it: its answers are the server's, in the order asked. */
  function shown<T>(client: QueryClient, queryKey: QueryKey, answers: Array<Promise<T>>) {
    const observer = new QueryObserver(client, { queryKey, queryFn: () => answers.shift() ?? Promise.reject() });
    unsubscribes.push(observer.subscribe(() => {}));
  }

  /** An answer that comes when told, read on the server before the push. */
  function readBefore<T>() {
    let answer: (value: T) => void = () => {};
    const promise = new Promise<T>((resolve) => (answer = resolve));
    return { promise, answer };
  }

  const settled = () => new Promise((resolve) => setTimeout(resolve));
  const ids = (client: QueryClient, key: string) =>
    client.getQueryData<Message[]>(chatKeys.messages(key))?.map((m) => m._id);
  const lastOf = (client: QueryClient, id: string) =>
    client.getQueryData<Conversation[]>(chatKeys.conversations)?.find((c) => c._id === id)?.lastMessage;

  it('keeps a message pushed while its thread was being fetched', async () => {
    const client = new QueryClient();
    const before = readBefore<Message[]>();
    shown(client, chatKeys.messages('bob'), [
      Promise.resolve([message('m1', 'me')]),
      before.promise,
      Promise.resolve([message('m1', 'me'), message('m2', 'bob')]),
    ]);
    await settled();
    void client.refetchQueries({ queryKey: chatKeys.messages('bob') });
    addMessage(client, 'bob', message('m2', 'bob'), false);
    before.answer([message('m1', 'me')]);
    await settled();
    expect(ids(client, 'bob')).toEqual(['m1', 'm2']);
  });

  it('keeps a message pushed while its thread was loading for the first time', async () => {
    const client = new QueryClient();
    const before = readBefore<Message[]>();
    shown(client, chatKeys.messages('bob'), [
      before.promise,
      Promise.resolve([message('m1', 'me'), message('m2', 'bob')]),
    ]);
    addMessage(client, 'bob', message('m2', 'bob'), false);
    before.answer([message('m1', 'me')]);
    await settled();
    expect(ids(client, 'bob')).toEqual(['m1', 'm2']);
  });

  it('keeps the last message of a conversation pushed while the list was being fetched', async () => {
    const client = new QueryClient();
    const before = readBefore<Conversation[]>();
    const m2 = { _id: 'm2', text: 'text m2', img: '', sender: 'bob', date: '2026-11-22T10:00:00Z', seen: false };
    shown(client, chatKeys.conversations, [
      Promise.resolve([conversation('c0', 'cy'), conversation('c1', 'bob')]),
      before.promise,
      Promise.resolve([conversation('c1', 'bob', { lastMessage: m2, unreadCount: 1 }), conversation('c0', 'cy')]),
    ]);
    await settled();
    void client.refetchQueries({ queryKey: chatKeys.conversations });
    addMessage(client, 'bob', message('m2', 'bob'), false);
    before.answer([conversation('c0', 'cy'), conversation('c1', 'bob')]);
    await settled();
    expect(lastOf(client, 'c1')?._id).toBe('m2');
  });

  it('keeps the last message of a conversation pushed while the list was loading for the first time', async () => {
    const client = new QueryClient();
    const before = readBefore<Conversation[]>();
    const m2 = { _id: 'm2', text: 'text m2', img: '', sender: 'bob', date: '2026-11-22T10:00:00Z', seen: false };
    shown(client, chatKeys.conversations, [
      before.promise,
      Promise.resolve([conversation('c1', 'bob', { lastMessage: m2, unreadCount: 1 })]),
    ]);
    addMessage(client, 'bob', message('m2', 'bob'), false);
    before.answer([conversation('c1', 'bob')]);
    await settled();
    expect(lastOf(client, 'c1')?._id).toBe('m2');
  });

  it("keeps another's read pushed while a thread and the list were being fetched, even a thread loading", async () => {
    const client = new QueryClient();
    const thread = readBefore<Message[]>();
    const list = readBefore<Conversation[]>();
    const mine = { _id: 'm1', text: 'text m1', img: '', sender: 'me', date: '2026-11-22T10:00:00Z', seen: false };
    shown(client, chatKeys.messages('bob'), [thread.promise, Promise.resolve([message('m1', 'me', { seen: true })])]);
    shown(client, chatKeys.conversations, [
      Promise.resolve([conversation('c1', 'bob', { lastMessage: mine })]),
      list.promise,
      Promise.resolve([conversation('c1', 'bob', { lastMessage: { ...mine, seen: true } })]),
    ]);
    await settled();
    void client.refetchQueries({ queryKey: chatKeys.conversations });
    markReadBy(client, 'c1', 'bob', 'me');
    thread.answer([message('m1', 'me')]);
    list.answer([conversation('c1', 'bob', { lastMessage: mine })]);
    await settled();
    expect(client.getQueryData<Message[]>(chatKeys.messages('bob'))?.[0]?.seen).toBe(true);
    expect(lastOf(client, 'c1')?.seen).toBe(true);
  });

  it('keeps a deletion pushed while the thread and the list were being fetched', async () => {
    const client = new QueryClient();
    const thread = readBefore<Message[]>();
    const list = readBefore<Conversation[]>();
    const last = { _id: 'm1', text: 'text m1', img: '', sender: 'bob', date: '2026-11-22T10:00:00Z', seen: false };
    const tombstone = { text: '', img: '', deleted: true as const };
    shown(client, chatKeys.messages('bob'), [
      Promise.resolve([message('m1', 'bob')]),
      thread.promise,
      Promise.resolve([message('m1', 'bob', tombstone)]),
    ]);
    shown(client, chatKeys.conversations, [
      Promise.resolve([conversation('c1', 'bob', { lastMessage: last })]),
      list.promise,
      Promise.resolve([conversation('c1', 'bob', { lastMessage: { ...last, ...tombstone } })]),
    ]);
    await settled();
    void client.refetchQueries({ queryKey: chatKeys.allMessages });
    void client.refetchQueries({ queryKey: chatKeys.conversations });
    markDeleted(client, 'c1', 'm1');
    thread.answer([message('m1', 'bob')]);
    list.answer([conversation('c1', 'bob', { lastMessage: last })]);
    await settled();
    expect(client.getQueryData<Message[]>(chatKeys.messages('bob'))?.[0]?.deleted).toBe(true);
    expect(lastOf(client, 'c1')?.deleted).toBe(true);
  });

  it('does not ask again for my own read, which shows nowhere, while the conversation I opened loads', async () => {
    const client = new QueryClient();
    const thread = readBefore<Message[]>();
    let asked = 0;
    const observer = new QueryObserver(client, {
      queryKey: chatKeys.messages('bob'),
      queryFn: () => {
        asked += 1;
        return thread.promise;
      },
    });
    unsubscribes.push(observer.subscribe(() => {}));
    markReadBy(client, 'c1', 'me', 'me');
    thread.answer([message('m1', 'bob')]);
    await settled();
    expect(asked).toBe(1);
  });

  it('keeps my read, clearing the unread count, pushed while the list was being fetched', async () => {
    const client = new QueryClient();
    const list = readBefore<Conversation[]>();
    shown(client, chatKeys.conversations, [
      Promise.resolve([conversation('c1', 'bob', { unreadCount: 2 })]),
      list.promise,
      Promise.resolve([conversation('c1', 'bob')]),
    ]);
    await settled();
    void client.refetchQueries({ queryKey: chatKeys.conversations });
    clearUnread(client, 'c1');
    list.answer([conversation('c1', 'bob', { unreadCount: 2 })]);
    await settled();
    expect(client.getQueryData<Conversation[]>(chatKeys.conversations)?.[0]?.unreadCount).toBe(0);
  });
});
