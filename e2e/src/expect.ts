import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';

const TIMEOUT = 10_000;

/** Retries a check until it holds or the time runs out, like Playwright Test's web-first assertions. */
async function eventually(describe: () => string, check: () => Promise<boolean>, timeout = TIMEOUT) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // The element may not exist yet.
    }
    if (Date.now() > deadline) assert.fail(describe());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function expect(locator: Locator) {
  return {
    toBeVisible: () => locator.first().waitFor({ state: 'visible', timeout: TIMEOUT }),
    toBeHidden: () => locator.first().waitFor({ state: 'hidden', timeout: TIMEOUT }),
    toContainText: async (text: string) => {
      let last = '';
      await eventually(
        () => `expected ${locator} to contain "${text}", got "${last}"`,
        async () => {
          last = (await locator.first().textContent({ timeout: 500 })) ?? '';
          return last.includes(text);
        },
      );
    },
    toHaveText: async (text: string) => {
      let last = '';
      await eventually(
        () => `expected ${locator} to have text "${text}", got "${last}"`,
        async () => {
          last = ((await locator.first().textContent({ timeout: 500 })) ?? '').trim();
          return last === text;
        },
      );
    },
    /** What a field holds now (the `value` property, which typing and the app change; not the attribute). */
    toHaveValue: async (value: string) => {
      let last = '';
      await eventually(
        () => `expected ${locator} to have value "${value}", got "${last}"`,
        async () => {
          last = await locator.first().inputValue({ timeout: 500 });
          return last === value;
        },
      );
    },
    toHaveCount: async (count: number) => {
      let last = -1;
      await eventually(
        () => `expected ${locator} to match ${count} elements, got ${last}`,
        async () => {
          last = await locator.count();
          return last === count;
        },
      );
    },
    toHaveAttribute: async (name: string, value: string) => {
      let last: string | null = null;
      await eventually(
        () => `expected ${locator} to have ${name}="${value}", got "${last}"`,
        async () => {
          last = await locator.first().getAttribute(name, { timeout: 500 });
          return last === value;
        },
      );
    },
  };
}

export { eventually };
