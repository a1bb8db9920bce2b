import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STALE_AFTER_HIDDEN_MS, useRefetchOnReturn } from './use-refetch-on-return';

let hidden = false;

function setHidden(value: boolean) {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  hidden = false;
});

describe('useRefetchOnReturn', () => {
  it('calls back when the tab comes back after more than a minute hidden, not after a short look away', () => {
    const onReturn = vi.fn();
    renderHook(() => useRefetchOnReturn(onReturn));

    setHidden(true);
    vi.advanceTimersByTime(STALE_AFTER_HIDDEN_MS - 1000);
    setHidden(false);
    expect(onReturn).not.toHaveBeenCalled();

    setHidden(true);
    vi.advanceTimersByTime(STALE_AFTER_HIDDEN_MS + 1000);
    setHidden(false);
    expect(onReturn).toHaveBeenCalledTimes(1);

    setHidden(false);
    expect(onReturn).toHaveBeenCalledTimes(1);
  });

  it('stops listening once unmounted', () => {
    const onReturn = vi.fn();
    const { unmount } = renderHook(() => useRefetchOnReturn(onReturn));
    setHidden(true);
    unmount();
    vi.advanceTimersByTime(STALE_AFTER_HIDDEN_MS * 2);
    setHidden(false);
    expect(onReturn).not.toHaveBeenCalled();
  });
});
