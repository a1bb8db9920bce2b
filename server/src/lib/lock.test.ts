import { describe, expect, it } from 'vitest';
import { Lock } from './lock.js';

describe('Lock', () => {
  it('lets one holder in at a time, the waiters in the order they came', async () => {
    const lock = new Lock();
    const order: string[] = [];
    await lock.acquire();
    const second = lock.acquire().then(() => order.push('second'));
    const third = lock.acquire().then(() => order.push('third'));
    await Promise.resolve();
    expect(order).toEqual([]);
    lock.release();
    await second;
    expect(order).toEqual(['second']);
    expect(lock.isHeld).toBe(true);
    lock.release();
    await third;
    expect(order).toEqual(['second', 'third']);
    lock.release();
    expect(lock.isHeld).toBe(false);
  });
});
