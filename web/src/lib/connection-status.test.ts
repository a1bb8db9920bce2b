import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh store (its state lives in the module). */
async function load() {
  vi.resetModules();
  return import('./connection-status');
}

describe('connection status', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"status":"ok"}', { status: 200 })),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a request without an answer shows the server as unreachable until a probe gets through', async () => {
    const status = await load();
    const problem = status.connectionProblem;
    expect(problem()).toBeNull();
    status.reportRequestUnanswered();
    expect(problem()).toBe('unreachable');
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetch).toHaveBeenCalledWith('/api/health', { cache: 'no-store' });
    expect(problem()).toBeNull();
  });

  it('any answer from the server clears it at once', async () => {
    const status = await load();
    status.reportRequestUnanswered();
    status.reportServerAnswered();
    expect(status.connectionProblem()).toBeNull();
  });

  it('a lost socket counts only after a grace period, and its reconnect clears everything', async () => {
    const status = await load();
    status.reportSocket(false);
    await vi.advanceTimersByTimeAsync(1500);
    expect(status.connectionProblem()).toBeNull();
    status.reportSocket(false);
    await vi.advanceTimersByTimeAsync(600);
    expect(status.connectionProblem()).toBe('unreachable');
    status.reportRequestUnanswered();
    status.reportSocket(true);
    expect(status.connectionProblem()).toBeNull();
  });

  it('says offline while the browser is, and a deliberate socket close says nothing', async () => {
    const status = await load();
    window.dispatchEvent(new Event('offline'));
    expect(status.connectionProblem()).toBe('offline');
    window.dispatchEvent(new Event('online'));
    expect(status.connectionProblem()).toBeNull();
    status.reportSocket(false);
    status.forgetSocket();
    await vi.advanceTimersByTimeAsync(3000);
    expect(status.connectionProblem()).toBeNull();
  });
});
