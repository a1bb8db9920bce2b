import { setTimeout as sleep } from 'node:timers/promises';

/** Retries `check` until it stops throwing or `timeoutMs` passes (then rethrows its last error). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5000, everyMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(everyMs);
    }
  }
}
