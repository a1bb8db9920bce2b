import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { emitRealtime } from '../../realtime/realtime';
import { useConversations } from '../api/get-conversations';
import { useMessages } from '../api/get-messages';
import { idOf, message, range, threadServer } from '../thread-server.fixture';
import { useChatRealtime } from './use-chat-realtime';
import { useOlderMessages } from './use-older-messages';

const reconnect = vi.hoisted(() => ({ listener: (_first: boolean) => {} }));
vi.mock('../../realtime/hooks', () => ({
  useRealtimeEvent: () => {},
  useReconnect: (listener: (first: boolean) => void) => {
    reconnect.listener = listener;
  },
}));
vi.mock('../../realtime/realtime', async (original) => ({
  ...(await original<typeof import('../../realtime/realtime')>()),
  emitRealtime: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('after a reconnect, reads the open conversation once, back to the oldest message shown', async () => {
  const server = threadServer(120);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => {
      useConversations();
      const messages = useMessages({ userId: 'bob' }, true);
      useChatRealtime('me', 'c1');
      return { messages, older: useOlderMessages({ userId: 'bob' }, messages.data ?? []) };
    },
    { wrapper },
  );
  const ids = () => result.current.messages.data?.map((m) => m._id);
  await waitFor(() => expect(ids()).toEqual(range(71, 120)));
  await act(() => result.current.older.loadOlder());
  await waitFor(() => expect(ids()).toEqual(range(21, 120)));
  // While the socket was away: bob read my message 80, and sent 10 more.
  server.messages[79] = { ...message(80), seen: true };
  server.messages.push(...Array.from({ length: 10 }, (_, i) => message(121 + i)));
  server.asked.length = 0;
  reconnect.listener(false);
  await waitFor(() =>
    expect(emitRealtime).toHaveBeenCalledWith('markMessagesAsSeen', { conversationId: 'c1', userId: 'me' }),
  );
  await waitFor(() => expect(ids()).toEqual(range(21, 130)));
  expect(result.current.messages.data?.find((m) => m._id === idOf(80))?.seen).toBe(true);
  expect(server.asked).toEqual([
    '/api/messages/conversations?groups=true',
    '/api/messages/bob',
    `/api/messages/bob?before=${idOf(81)}`,
    `/api/messages/bob?before=${idOf(31)}`,
  ]);
});
