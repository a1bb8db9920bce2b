/**
 * For the users with tabs on this process: whose presence each one is shown (their contacts), the
 * reverse (who watches a given person, to find whom a change concerns without looking at anyone
 * else), and which of the watched people are online as last learned from the store.
 */
export class WatchList {
  private readonly contacts = new Map<string, Set<string>>();
  private readonly watchers = new Map<string, Set<string>>();
  private readonly online = new Set<string>();

  has(userId: string): boolean {
    return this.contacts.has(userId);
  }

  isWatched(userId: string): boolean {
    return this.watchers.has(userId);
  }

  users(): string[] {
    return [...this.contacts.keys()];
  }

  watchedIds(): string[] {
    return [...this.watchers.keys()];
  }

  /** Sets (or replaces) a user's contacts; answers the ones nobody here watched yet, whose presence is unknown. */
  set(userId: string, contactIds: string[]): string[] {
    this.remove(userId);
    const mine = new Set(contactIds.filter((id) => id !== userId));
    this.contacts.set(userId, mine);
    const unknown: string[] = [];
    for (const id of mine) {
      let set = this.watchers.get(id);
      if (!set) {
        set = new Set();
        this.watchers.set(id, set);
        unknown.push(id);
      }
      set.add(userId);
    }
    return unknown;
  }

  remove(userId: string): void {
    for (const id of this.contacts.get(userId) ?? []) {
      const set = this.watchers.get(id);
      set?.delete(userId);
      if (set?.size === 0) {
        this.watchers.delete(id);
        this.online.delete(id);
      }
    }
    this.contacts.delete(userId);
  }

  /** Records which of `userIds` are online; answers the watchers whose view of them changed. */
  learn(userIds: string[], online: Set<string>): Set<string> {
    const concerned = new Set<string>();
    for (const id of userIds) {
      const watchers = this.watchers.get(id);
      if (!watchers) continue;
      const isOnline = online.has(id);
      if (isOnline === this.online.has(id)) continue;
      if (isOnline) this.online.add(id);
      else this.online.delete(id);
      for (const watcher of watchers) concerned.add(watcher);
    }
    return concerned;
  }

  onlineContactsOf(userId: string): string[] {
    return [...(this.contacts.get(userId) ?? [])].filter((id) => this.online.has(id));
  }
}
