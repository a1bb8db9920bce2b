import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, expect, it } from 'vitest';
import type { Notification } from '../types';
import { notificationKeys } from './keys';
import { addPushedNotification } from './pushed-notification';

const notification = (id: string, groupKey = id): Notification => ({
  _id: id,
  type: 'like',
  message: `m ${id}`,
  isRead: false,
  createdAt: new Date(2026, 10, 28).toISOString(),
  senderId: { _id: 'u1', username: 'ben', name: 'Ben', profilePic: '' },
  postId: null,
  replyId: null,
  count: 1,
  groupKey,
});

let unsubscribe = () => {};
afterEach(() => unsubscribe());

/** The list as a shown screen holds it: its answers are the server's, in the order asked. */
function shownList(client: QueryClient, answers: Array<Promise<Notification[]>>) {
  const observer = new QueryObserver(client, {
    queryKey: notificationKeys.list,
    queryFn: () => answers.shift() ?? Promise.resolve([]),
  });
  unsubscribe = observer.subscribe(() => {});
}

const ids = (client: QueryClient) => client.getQueryData<Notification[]>(notificationKeys.list)?.map((n) => n._id);

it('puts a pushed notification first, in place of the earlier one of its group', async () => {
  const client = new QueryClient();
  shownList(client, [Promise.resolve([notification('a', 'liked-p1'), notification('b')])]);
  await new Promise((resolve) => setTimeout(resolve));
  addPushedNotification(client, notification('c', 'liked-p1'));
  expect(ids(client)).toEqual(['c', 'b']);
});

it('keeps a notification pushed while the list was being fetched with an answer read before it', async () => {
  const client = new QueryClient();
  let answerReadBefore: (list: Notification[]) => void = () => {};
  shownList(client, [
    Promise.resolve([notification('a')]),
    new Promise((resolve) => (answerReadBefore = resolve)),
    Promise.resolve([notification('pushed'), notification('a')]),
  ]);
  await new Promise((resolve) => setTimeout(resolve));
  void client.refetchQueries({ queryKey: notificationKeys.list });
  addPushedNotification(client, notification('pushed'));
  answerReadBefore([notification('a')]);
  await new Promise((resolve) => setTimeout(resolve));
  expect(ids(client)).toEqual(['pushed', 'a']);
});

it('keeps a notification pushed while the list was loading for the first time', async () => {
  const client = new QueryClient();
  let answerReadBefore: (list: Notification[]) => void = () => {};
  shownList(client, [
    new Promise((resolve) => (answerReadBefore = resolve)),
    Promise.resolve([notification('pushed'), notification('a')]),
  ]);
  addPushedNotification(client, notification('pushed'));
  answerReadBefore([notification('a')]);
  await new Promise((resolve) => setTimeout(resolve));
  expect(ids(client)).toEqual(['pushed', 'a']);
});
