/** Consecutive failures after which a push service host is left alone for a while. */
const FAILURES_TO_OPEN = 3;
const FIRST_PAUSE_MS = 10_000;
const LONGEST_PAUSE_MS = 10 * 60_000;

/**
 * A circuit breaker per push-service host (endpoint `host:port`). A host that failed (network error,
 * timeout, 429, 5xx) three times in a row is not sent to for 10 s, then 20 s, 40 s … up to 10 minutes;
 * its jobs wait without spending an attempt. One success closes it. Kept per process: each process learns
 * on its own within a few sends.
 */
export class HostBreaker {
  private readonly hosts = new Map<string, { failures: number; openUntil: number; probing: boolean }>();

  /**
   * Until when `host` is paused, or undefined when a push may go to it now. When a pause ends, one push
   * goes as a probe; the others wait for its answer.
   */
  pausedUntil(host: string, now: number): number | undefined {
    const state = this.hosts.get(host);
    if (!state || state.failures < FAILURES_TO_OPEN) return undefined;
    if (state.openUntil > now) return state.openUntil;
    if (state.probing) return now + FIRST_PAUSE_MS;
    state.probing = true;
    return undefined;
  }

  failed(host: string, now: number): void {
    const state = this.hosts.get(host) ?? { failures: 0, openUntil: 0, probing: false };
    state.failures++;
    state.probing = false;
    if (state.failures >= FAILURES_TO_OPEN) {
      const pause = FIRST_PAUSE_MS * 2 ** (state.failures - FAILURES_TO_OPEN);
      state.openUntil = now + Math.min(LONGEST_PAUSE_MS, pause);
    }
    this.hosts.set(host, state);
    if (this.hosts.size > 10_000) {
      for (const [name, s] of this.hosts) if (s.openUntil <= now && name !== host) this.hosts.delete(name);
    }
  }

  succeeded(host: string): void {
    this.hosts.delete(host);
  }
}
