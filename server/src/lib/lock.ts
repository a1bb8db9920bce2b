/** A lock for async work: `acquire` waits its turn (first come, first served), `release` hands it on. */
export class Lock {
  private held = false;
  private readonly waiters: (() => void)[] = [];

  get isHeld(): boolean {
    return this.held;
  }

  async acquire(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return;
    }
    await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.held = false;
  }
}
