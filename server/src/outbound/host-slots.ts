import { OutboundError } from './errors.js';

/**
 * At most `perHost` requests in flight to one host name; the others wait their turn, until their own
 * deadline. One slow or hostile host then holds a bounded share of the server's connections.
 */
export class HostSlots {
  private readonly busy = new Map<string, number>();
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(private readonly perHost: number) {}

  /** Resolves with a release function once a slot is free; rejects when `signal` aborts first. */
  async acquire(host: string, signal: AbortSignal): Promise<() => void> {
    while ((this.busy.get(host) ?? 0) >= this.perHost) {
      signal.throwIfAborted();
      await new Promise<void>((resolve, reject) => {
        const queue = this.waiting.get(host) ?? [];
        this.waiting.set(host, queue);
        const wake = () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        };
        const onAbort = () => {
          queue.splice(queue.indexOf(wake) >>> 0, 1);
          reject(new OutboundError('timeout', `gave up waiting for a connection slot to ${host}`));
        };
        queue.push(wake);
        signal.addEventListener('abort', onAbort, { once: true });
      });
    }
    this.busy.set(host, (this.busy.get(host) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.busy.get(host) ?? 1) - 1;
      if (left === 0) this.busy.delete(host);
      else this.busy.set(host, left);
      const queue = this.waiting.get(host);
      const next = queue?.shift();
      if (queue?.length === 0) this.waiting.delete(host);
      next?.();
    };
  }

  /** Requests in flight to `host` (for tests and metrics). */
  inFlight(host: string): number {
    return this.busy.get(host) ?? 0;
  }
}
