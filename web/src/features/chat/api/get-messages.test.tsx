import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOlderMessages } from '../hooks/use-older-messages';
import { idOf, message, range, threadServer } from '../thread-server.fixture';
import { useMessages } from './get-messages';
import { chatKeys } from './keys';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The open conversation with bob as its pane holds it: its messages and its "Load older messages". */
function openConversation() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => {
      const messages = useMessages({ userId: 'bob' }, true);
      return { messages, older: useOlderMessages({ userId: 'bob' }, messages.data ?? []) };
    },
    { wrapper },
  );
  const ids = () => result.current.messages.data?.map((m) => m._id);
  const refetch = () => client.invalidateQueries({ queryKey: chatKeys.allMessages });
  const cancel = () => client.cancelQueries({ queryKey: chatKeys.allMessages });
  return { result, ids, refetch, cancel };
}

describe("a conversation's messages", () => {
  it('load the latest page alone at first', async () => {
    const server = threadServer(120);
    const pane = openConversation();
    await waitFor(() => expect(pane.ids()).toEqual(range(71, 120)));
    expect(server.asked).toEqual(['/api/messages/bob']);
  });

  it('keep the older pages loaded through a refetch, with what changed meanwhile on them and after them', async () => {
    const server = threadServer(180);
    const pane = openConversation();
    await waitFor(() => expect(pane.ids()).toEqual(range(131, 180)));
    await act(() => pane.result.current.older.loadOlder());
    await waitFor(() => expect(pane.ids()?.[0]).toBe(idOf(81)));
    await act(() => pane.result.current.older.loadOlder());
    await waitFor(() => expect(pane.ids()).toEqual(range(31, 180)));
    // Meanwhile: bob read my message 40, I deleted my message 60 in another tab, and 60 more came.
    server.messages[39] = { ...message(40), seen: true };
    server.messages[59] = { ...message(60), text: '', deleted: true };
    server.messages.push(...Array.from({ length: 60 }, (_, i) => message(181 + i)));
    server.asked.length = 0;
    await act(() => pane.refetch());
    await waitFor(() => expect(pane.ids()).toEqual(range(31, 240)));
    const shown = pane.result.current.messages.data ?? [];
    expect(shown.find((m) => m._id === idOf(40))?.seen).toBe(true);
    expect(shown.find((m) => m._id === idOf(60))).toMatchObject({ text: '', deleted: true });
    expect(server.asked).toEqual([
      '/api/messages/bob',
      `/api/messages/bob?before=${idOf(191)}`,
      `/api/messages/bob?before=${idOf(141)}`,
      `/api/messages/bob?before=${idOf(91)}`,
      `/api/messages/bob?before=${idOf(41)}`,
    ]);
  });

  it('keep an older page loaded while a refetch was on its way', async () => {
    const server = threadServer(120);
    const pane = openConversation();
    await waitFor(() => expect(pane.ids()).toEqual(range(71, 120)));
    server.hold();
    const refetched = pane.refetch();
    await act(() => pane.result.current.older.loadOlder());
    server.release();
    await act(() => refetched);
    await waitFor(() => expect(pane.result.current.messages.isFetching).toBe(false));
    await waitFor(() => expect(pane.ids()).toEqual(range(21, 120)));
  });

  it('ask no further page once a refetch is cancelled', async () => {
    const server = threadServer(180);
    const pane = openConversation();
    await waitFor(() => expect(pane.ids()).toEqual(range(131, 180)));
    await act(() => pane.result.current.older.loadOlder());
    await waitFor(() => expect(pane.ids()).toEqual(range(81, 180)));
    server.hold();
    server.asked.length = 0;
    const refetched = pane.refetch();
    await waitFor(() => expect(server.asked).toEqual(['/api/messages/bob']));
    await act(() => pane.cancel());
    server.release();
    await act(() => refetched);
    await waitFor(() => expect(pane.result.current.messages.isFetching).toBe(false));
    expect(server.asked).toEqual(['/api/messages/bob']);
    expect(pane.ids()).toEqual(range(81, 180));
  });
});
