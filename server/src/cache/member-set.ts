/**
 * A set of ids held whole in memory (the people who are not active, the big authors, limited domains): loaded from the
 * database at start-up and again after a lost Redis subscription, and changed one id at a time by the
 * invalidation, which carries each change's outcome, so no read waits for a query.
 */
export class MemberSet {
  private members = new Set<string>();
  /** Ids changed while a load was running: the load's older answer must not undo them. */
  private changedDuringLoad: Map<string, boolean> | undefined;

  constructor(private readonly loadAll: () => Promise<readonly string[]>) {}

  has(id: string): boolean {
    return this.members.has(id);
  }

  get size(): number {
    return this.members.size;
  }

  set(id: string, member: boolean): void {
    this.changedDuringLoad?.set(id, member);
    if (member) this.members.add(id);
    else this.members.delete(id);
  }

  async load(): Promise<void> {
    const changed = new Map<string, boolean>();
    this.changedDuringLoad = changed;
    try {
      const members = new Set(await this.loadAll());
      for (const [id, member] of changed) {
        if (member) members.add(id);
        else members.delete(id);
      }
      this.members = members;
    } finally {
      if (this.changedDuringLoad === changed) this.changedDuringLoad = undefined;
    }
  }
}
