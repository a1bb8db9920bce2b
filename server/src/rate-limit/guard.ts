import { rateLimited } from '../errors.js';
import { isDependencyUnavailable } from '../http/unavailable.js';
import type { CounterStore, LimitState } from './limiter.js';
import { type LimitName, limitRules } from './rules.js';

/** Applies the named limits; a disabled guard lets everything through (RATE_LIMITS=off). */
export class RateLimitGuard {
  constructor(
    private readonly store: CounterStore,
    private readonly enabled: boolean,
  ) {}

  /** Counts one event and refuses with 429 once the window is full. */
  async consume(name: LimitName, key: string): Promise<void> {
    if (!this.enabled) return;
    const rule = limitRules[name];
    const { count, retryAfterSeconds } = await this.store.increment(`${name}:${key}`, rule);
    if (count > rule.limit) throw rateLimited(retryAfterSeconds, 'message' in rule ? rule.message : undefined);
  }

  /**
   * Counts one event for `work` (429 once the window is full) and takes it back when the work fails because
   * the database or Redis is down: an outage spends nobody's budget, so people who kept retrying through it
   * are not refused once it is over, and what they are told during it stays the 503 it is.
   */
  async spend<T>(name: LimitName, key: string, work: () => Promise<T>): Promise<T> {
    await this.consume(name, key);
    try {
      return await work();
    } catch (error) {
      if (this.enabled && isDependencyUnavailable(error)) {
        await this.store.refund(`${name}:${key}`).catch(() => {});
      }
      throw error;
    }
  }

  /** The window's count for this key, or null when limits are off: for rules that weigh several counters. */
  async peek(name: LimitName, key: string): Promise<LimitState | null> {
    if (!this.enabled) return null;
    return this.store.peek(`${name}:${key}`, limitRules[name]);
  }

  /** Counts one event and says whether it is the first of its window (false once `limit` is passed). */
  async firstInWindow(name: LimitName, key: string): Promise<boolean> {
    if (!this.enabled) return true;
    const rule = limitRules[name];
    const { count } = await this.store.increment(`${name}:${key}`, rule);
    return count <= rule.limit;
  }

  /**
   * Counts one event atomically and returns the window's count including it, or null when limits are off:
   * for rules that weigh several counters and must count before they check (attempts.ts).
   */
  async reserve(name: LimitName, key: string): Promise<LimitState | null> {
    if (!this.enabled) return null;
    return this.store.increment(`${name}:${key}`, limitRules[name]);
  }

  /** Takes back one event counted by `reserve` in the current window. */
  async refund(name: LimitName, key: string): Promise<void> {
    if (!this.enabled) return;
    await this.store.refund(`${name}:${key}`);
  }
}
