import { rateLimited } from '../errors.js';
import type { CounterStore } from './limiter.js';
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
    if (count > rule.limit) throw rateLimited(retryAfterSeconds, rule.message);
  }

  /** Refuses with 429 when the window is already full, without counting (failures are counted apart). */
  async check(name: LimitName, key: string): Promise<void> {
    if (!this.enabled) return;
    const rule = limitRules[name];
    const { count, retryAfterSeconds } = await this.store.peek(`${name}:${key}`, rule);
    if (count >= rule.limit) throw rateLimited(retryAfterSeconds, rule.message);
  }

  /** Counts one event (such as a failed login) without refusing this one. */
  async record(name: LimitName, key: string): Promise<void> {
    if (!this.enabled) return;
    await this.store.increment(`${name}:${key}`, limitRules[name]);
  }
}
