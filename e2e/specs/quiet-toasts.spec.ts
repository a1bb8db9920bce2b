import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type SeedUser, seedUser } from '../src/api.js';
import { type Box, boxOf, overlaps } from '../src/boxes.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { appTookOver, expectToast, logInInBrowser, toastOnStoppedClock, waitForToastsToGo } from '../src/ui.js';

const SCREENS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 } },
};

/** The toast's box once it stopped sliding in. */
async function settledToast(page: Page): Promise<Box> {
  const toast = page.locator('[data-sonner-toast]').first();
  let last = await boxOf(toast);
  for (;;) {
    await page.waitForTimeout(100);
    const now = await boxOf(toast);
    if (now.y === last.y && now.height === last.height) return now;
    last = now;
  }
}

for (const screen of ['phone', 'desktop'] as const) {
  describe(`toasts out of the way (${screen})`, () => {
    let browser: Browser;
    let page: Page;
    let me: SeedUser;
    const height = SCREENS[screen].viewport.height;

    before(async () => {
      browser = await launchBrowser();
      me = await seedUser('toasts');
      page = await newPage(browser, SCREENS[screen]);
      await logInInBrowser(page, me);
    });
    after(() => browser.close());

    test('"Post created successfully · View": one line at the bottom, clear of the header, heading and bottom bar', async () => {
      await page.goto(`/${me.username}`);
      await appTookOver(page);
      if (screen === 'phone') await page.getByTestId('bottom-bar').getByRole('button', { name: 'Add' }).click();
      else await page.getByRole('button', { name: 'Create post' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Post content').fill('A post for the snackbar');
      await dialog.getByRole('button', { name: 'Post', exact: true }).click();
      await expectToast(page, 'Success', 'Post created successfully');
      const toast = await settledToast(page);
      assert.ok(toast.height < 64, `one line (${toast.height} px tall)`);
      assert.ok(toast.y > height / 2, 'at the bottom');
      const header = await boxOf(page.getByRole('navigation', { name: 'Main' }));
      assert.ok(!overlaps(toast, header), 'the header stays clear');
      assert.ok(!overlaps(toast, await boxOf(page.getByRole('heading', { level: 1 }).first())), 'the heading too');
      if (screen === 'phone') assert.ok(!overlaps(toast, await boxOf(page.getByTestId('bottom-bar'))), 'and the bar');
      await page.locator('[data-sonner-toast]').getByRole('button', { name: 'View' }).click();
      await page.waitForURL(/\/post\//);
      await expect(page.getByTestId('open-post')).toContainText('A post for the snackbar');
    });

    test('an error stays longer than a success', async () => {
      await page.goto(`/${me.username}`);
      await appTookOver(page);
      await waitForToastsToGo(page);
      await page.getByRole('region', { name: 'Profile' }).getByRole('button', { name: 'More options' }).click();
      const copied = await toastOnStoppedClock(page, 'Profile link copied.', () =>
        page.getByRole('menuitem', { name: 'Copy link' }).click(),
      );
      await expectToast(page, 'Success', 'Profile link copied.');
      // At most 2.9 s of the page's time since it came, then at least 3.3 s: a success stays 3 s, then 0.2 s to leave.
      await page.clock.runFor(2_800);
      await expect(copied).toBeVisible();
      await page.clock.runFor(500);
      await expect(copied).toHaveCount(0);
      await page.clock.resume();

      await page.route('**/api/posts/like/*', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Likes are resting"}' }),
      );
      await page.goto(`/${me.username}`);
      await appTookOver(page);
      const failed = await toastOnStoppedClock(page, 'Likes are resting', () =>
        page.getByTestId('post-card').first().getByRole('button', { name: 'Like' }).click(),
      );
      await expectToast(page, 'Error', 'Likes are resting');
      // An error stays 5 s.
      await page.clock.runFor(4_800);
      await expect(failed).toBeVisible();
      await page.clock.runFor(500);
      await expect(failed).toHaveCount(0);
      await page.clock.resume();
      await page.unroute('**/api/posts/like/*');
    });
  });
}

describe('form rules inline, once (390 px)', () => {
  let browser: Browser;
  let page: Page;

  before(async () => {
    browser = await launchBrowser();
    page = await newPage(browser, SCREENS.phone);
  });
  after(() => browser.close());

  test('"All fields are required." shows once, every empty field is marked, and the password rule shows first', async () => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign up' }).click();
    const password = page.getByLabel('Password', { exact: true });
    await expect(page.getByText('At least 8 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('All fields are required.')).toHaveCount(1);
    for (const label of ['Full name', 'Username', 'Email address']) {
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Full name').fill('Short Pass');
    await page.getByLabel('Username').fill('shortpass');
    await page.getByLabel('Email address').fill('short@example.com');
    await password.fill('short');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('All fields are required.')).toHaveCount(0);
    await expect(page.getByText('Password must be 8 to 128 characters long.')).toHaveCount(1);
    assert.equal(page.url().endsWith('/auth'), true, 'nothing was sent');
  });
});
