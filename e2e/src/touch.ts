import type { CDPSession, Locator, Page } from 'playwright-core';

/**
 * Real touches through Chromium's input pipeline (the DevTools protocol), which turns them into the
 * pointer events the app listens to, with `pointerType: 'touch'` — including two fingers at once,
 * which Playwright's own touchscreen cannot do.
 */
export class Touch {
  private constructor(private readonly session: CDPSession) {}

  static async on(page: Page): Promise<Touch> {
    return new Touch(await page.context().newCDPSession(page));
  }

  private send(type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) {
    return this.session.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map((point, id) => ({ x: point.x, y: point.y, id })),
    });
  }

  /** One finger from `from`, moved by (dx, dy) in `steps` moves, then lifted. */
  async swipe(from: { x: number; y: number }, dx: number, dy: number, steps = 8) {
    await this.send('touchStart', [from]);
    for (let step = 1; step <= steps; step++) {
      await this.send('touchMove', [{ x: from.x + (dx * step) / steps, y: from.y + (dy * step) / steps }]);
    }
    await this.send('touchEnd', []);
  }

  /** Two fingers around `centre`, from `startGap` apart to `endGap` apart, then lifted. */
  async pinch(centre: { x: number; y: number }, startGap: number, endGap: number, steps = 8) {
    const fingers = (gap: number) => [
      { x: centre.x - gap / 2, y: centre.y },
      { x: centre.x + gap / 2, y: centre.y },
    ];
    await this.send('touchStart', fingers(startGap));
    for (let step = 1; step <= steps; step++) {
      await this.send('touchMove', fingers(startGap + ((endGap - startGap) * step) / steps));
    }
    await this.send('touchEnd', []);
  }

  /** A finger pressed on `at` and kept down until the returned function lifts it. */
  async press(at: { x: number; y: number }): Promise<() => Promise<unknown>> {
    await this.send('touchStart', [at]);
    return () => this.send('touchEnd', []);
  }

  /** A quick tap: down and up in place. */
  async tap(at: { x: number; y: number }) {
    await this.send('touchStart', [at]);
    await this.send('touchEnd', []);
  }
}

/** The centre of an element, or a point at a fraction of its width and height. */
export async function pointIn(locator: Locator, fx = 0.5, fy = 0.5): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on screen`);
  return { x: box.x + box.width * fx, y: box.y + box.height * fy };
}
