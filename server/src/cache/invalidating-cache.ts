interface Entry<V> {
  value: V;
  bytes: number;
  storedAt: number;
  dependsOn: readonly string[];
  /** The cache's `moves` when this entry last went to the most recently used end. */
  movedAt: number;
}

export interface CacheOptions<V> {
  /** The values' estimated sizes and the cache's own records together. */
  maxBytes: number;
  /** A safety net: an entry is never served older than this, even if an invalidation was lost. */
  maxAgeMs: number;
  sizeOf: (value: V) => number;
}

/** Invalidated keys remembered for the store check; past this many the whole memory collapses into one floor. */
const TRACKED_INVALIDATIONS = 10_000;

/**
 * What the cache's own records take in the heap beside the values, so that `maxBytes` bounds the whole cache:
 * measured with `node --expose-gc` (64-bit V8, no pointer compression). An entry's record and its place in the
 * map; each dependency's place in the entry's list and in its set of dependents; each set of dependents; and
 * the key and dependency strings. An entry's dependency on its own key has no set of dependents (the entry is
 * found by its key): a post view's records come to about 240 bytes, a friends-of-friends count depending on
 * 51 lists to about 6 KB (ten times its ids).
 */
const ENTRY_BYTES = 150;
const DEPENDENCY_BYTES = 40;
const DEPENDENT_SET_BYTES = 240;
const stringBytes = (s: string) => 24 + s.length;

const SELF_DEPENDENCY_BYTES = 32;

function recordBytes(key: string, dependsOn: readonly string[]): number {
  let bytes = ENTRY_BYTES + stringBytes(key);
  for (const dependency of dependsOn)
    bytes += dependency === key ? SELF_DEPENDENCY_BYTES : DEPENDENCY_BYTES + stringBytes(dependency);
  return bytes;
}

/**
 * A least-recently-used cache bounded in bytes whose entries depend on keys (a post view on its post id, a
 * session on its token and its person). Invalidating a key drops every entry that depends on it, and also
 * refuses to store a value read before that invalidation: a reader that began before a write committed, and
 * finishes after its invalidation arrived, must not put the old value back. Readers take `begin()` before
 * they read and hand it to `set`.
 */
export class InvalidatingCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly dependents = new Map<string, Set<string>>();
  private readonly invalidatedAt = new Map<string, number>();
  private bytes = 0;
  private sequence = 0;
  private floor = 0;
  private suspended = false;
  /** Entries sent to the most recently used end so far (stored, or moved there by a read). */
  private moves = 0;

  constructor(private readonly options: CacheOptions<V>) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  begin(): number {
    return this.sequence;
  }

  get(key: string, now = Date.now()): V | undefined {
    if (this.suspended) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt > this.options.maxAgeMs) {
      this.remove(key);
      return undefined;
    }
    // Map iteration order is insertion order: re-inserting makes this the most recently used. An entry among
    // the newest quarter stays where it is (a feed page reads twenty views: deleting and re-inserting each
    // cost ~0.5 µs in a map of 45,000, and the deleted slots made the map rebuild its table), so eviction
    // may take it at most a quarter of the cache's turnover earlier than strict LRU would.
    if (this.moves - entry.movedAt >= this.entries.size / 4) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      entry.movedAt = ++this.moves;
    }
    return entry.value;
  }

  set(key: string, value: V, readBegan: number, dependsOn: readonly string[] = [key], now = Date.now()): void {
    if (this.suspended || readBegan < this.floor) return;
    for (const dependency of dependsOn) {
      if ((this.invalidatedAt.get(dependency) ?? 0) > readBegan) return;
    }
    const bytes = this.options.sizeOf(value) + recordBytes(key, dependsOn);
    if (bytes > this.options.maxBytes) return;
    this.remove(key);
    this.entries.set(key, { value, bytes, storedAt: now, dependsOn, movedAt: ++this.moves });
    this.bytes += bytes;
    for (const dependency of dependsOn) {
      if (dependency === key) continue;
      const keys = this.dependents.get(dependency);
      if (keys) {
        keys.add(key);
      } else {
        this.dependents.set(dependency, new Set([key]));
        this.bytes += DEPENDENT_SET_BYTES;
      }
    }
    this.evictPastBound();
  }

  private evictPastBound(): void {
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
  }

  /**
   * Counts `bytes` more for the entry at `key` if it still holds `value` (memory kept beside a cached value for
   * as long as it lives, as a post view's serialized fragments), evicting the least recently used past the bound.
   */
  grow(key: string, value: V, bytes: number): void {
    const entry = this.entries.get(key);
    if (!entry || entry.value !== value) return;
    entry.bytes += bytes;
    this.bytes += bytes;
    this.evictPastBound();
  }

  /** Drops every entry depending on any of `keys`, and refuses values read before now for them. */
  invalidate(keys: readonly string[]): void {
    this.sequence += 1;
    if (this.invalidatedAt.size + keys.length > TRACKED_INVALIDATIONS) {
      this.invalidatedAt.clear();
      this.floor = this.sequence;
    }
    for (const key of keys) {
      this.invalidatedAt.set(key, this.sequence);
      if (this.entries.get(key)?.dependsOn.includes(key)) this.remove(key);
      for (const dependent of [...(this.dependents.get(key) ?? [])]) this.remove(dependent);
    }
  }

  /** Drops everything, and refuses every value read before now. */
  clear(): void {
    this.sequence += 1;
    this.floor = this.sequence;
    this.entries.clear();
    this.dependents.clear();
    this.invalidatedAt.clear();
    this.bytes = 0;
  }

  /** Empties the cache and serves and keeps nothing until `resume`: invalidations may be going missing. */
  suspend(): void {
    this.clear();
    this.suspended = true;
  }

  resume(): void {
    this.suspended = false;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    for (const dependency of entry.dependsOn) {
      if (dependency === key) continue;
      const keys = this.dependents.get(dependency);
      keys?.delete(key);
      if (keys?.size === 0) {
        this.dependents.delete(dependency);
        this.bytes -= DEPENDENT_SET_BYTES;
      }
    }
  }
}
