/**
 * Hands out turns of the event loop one at a time: each `next()` resolves in a loop iteration of its own,
 * after the work the previous turn began has queued its own callbacks, so requests (the poll phase) get in
 * between. Background work that starts many pieces at once (claimed jobs, scheduled runs) starts each on its
 * own turn instead of piling their first synchronous steps into one long slice.
 */
export class Turns {
  private readonly waiting: (() => void)[] = [];

  next(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      if (this.waiting.length === 1) setImmediate(this.pump);
    });
  }

  private readonly pump = (): void => {
    this.waiting.shift()?.();
    // Queued behind the resumed work's first step, so what that step queued runs before the next turn.
    if (this.waiting.length > 0) queueMicrotask(() => setImmediate(this.pump));
  };
}

/** The next turn of the event loop: between two chunks of background work, so requests get in. */
export const nextTurn = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));
