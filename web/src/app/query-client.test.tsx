import { MutationObserver, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMarkNotificationRead } from '../features/notifications/api/mark-notification-read';
import { ApiError } from '../lib/api';
import { showError } from '../lib/toast';
import { createQueryClient } from './query-client';

vi.mock('../lib/toast', async (original) => ({
  ...(await original<typeof import('../lib/toast')>()),
  showError: vi.fn(),
}));

const refused = () => Promise.reject(new ApiError('Post not found', 404));

beforeEach(() => vi.mocked(showError).mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the query client', () => {
  it('shows a failed mutation’s error once, as an Error toast with the server’s text', async () => {
    const client = createQueryClient();
    const ownHandler = vi.fn();
    const mutation = new MutationObserver(client, { mutationFn: refused, onError: ownHandler });
    await mutation.mutate(undefined).catch(() => {});
    expect(ownHandler).toHaveBeenCalledOnce();
    expect(showError).toHaveBeenCalledOnce();
    expect(showError).toHaveBeenCalledWith('Post not found', undefined);
  });

  it('says "An error occurred" for a failure without a message', async () => {
    const client = createQueryClient();
    await new MutationObserver(client, { mutationFn: () => Promise.reject(new Error('')) }).mutate().catch(() => {});
    expect(showError).toHaveBeenCalledWith('An error occurred', undefined);
  });

  it('stays silent for a mutation that opts out, and titles the toast when asked', async () => {
    const client = createQueryClient();
    await new MutationObserver(client, { mutationFn: refused, meta: { silentError: true } }).mutate().catch(() => {});
    expect(showError).not.toHaveBeenCalled();
    await new MutationObserver(client, { mutationFn: refused, meta: { errorTitle: 'Could not enable push' } })
      .mutate()
      .catch(() => {});
    expect(showError).toHaveBeenCalledWith('Post not found', 'Could not enable push');
  });

  it('leaves a notification’s own failure toast alone (CONTRACT §8: its text, 5 s), without a second one', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"error":"Notification not found"}', { status: 404 }));
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMarkNotificationRead(), { wrapper });
    result.current.mutate('n1');
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(showError).toHaveBeenCalledOnce();
    expect(showError).toHaveBeenCalledWith('The notification goblins are at it again!', 'Error!', 5000);
  });
});
