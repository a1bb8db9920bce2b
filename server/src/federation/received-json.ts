import { AsyncLocalStorage } from 'node:async_hooks';
import { validBlurhash } from '../media/blurhash.js';

const handling = new AsyncLocalStorage<unknown>();

/**
 * Runs Fedify's handling of a queued message with the activity as its server sent it at hand: Fedify's
 * vocabulary drops fields it does not know (Mastodon's `blurhash`), so they are read from the JSON here.
 */
export function withReceivedJson<T>(message: unknown, work: () => T): T {
  const activity =
    typeof message === 'object' && message !== null ? (message as { activity?: unknown }).activity : undefined;
  return handling.run(activity, work);
}

function urlOf(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first;
  const href = typeof first === 'object' && first !== null ? (first as { href?: unknown }).href : undefined;
  return typeof href === 'string' ? href : undefined;
}

function findBlurhash(node: unknown, url: string, depth: number): string | undefined {
  if (depth > 6 || typeof node !== 'object' || node === null) return undefined;
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findBlurhash(item, url, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  const record = node as Record<string, unknown>;
  if (urlOf(record.url) === url && record.blurhash !== undefined) return validBlurhash(record.blurhash);
  for (const key of ['object', 'attachment']) {
    const found = findBlurhash(record[key], url, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The BlurHash the activity being handled gave the attachment at `url` (valid ones only). */
export function sentBlurhash(url: string): string | undefined {
  return findBlurhash(handling.getStore(), url, 0);
}
