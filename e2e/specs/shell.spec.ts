import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { seedUser } from '../src/api.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { expectToast, logInInBrowser } from '../src/ui.js';

describe('shell: colour mode, mobile layout, settings', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  test('dark is the default; the title toggles light and the choice is remembered', async () => {
    const page = await newPage(browser);
    await page.goto('/auth');
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    assert.equal(await isDark(), true);
    await page.getByRole('button', { name: 'Threads, switch to light mode' }).click();
    assert.equal(await isDark(), false);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Threads, switch to dark mode' })).toBeVisible();
    assert.equal(await isDark(), false);
    await page.getByRole('button', { name: 'Threads, switch to dark mode' }).click();
    assert.equal(await isDark(), true);
    await page.context().close();
  });

  test('at 375 px logged-in users get the bottom bar, and /chat hides the header', async () => {
    const user = await seedUser('mobile');
    await seedUser('suggestme');
    const page = await newPage(browser, { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    await logInInBrowser(page, user);
    const bar = page.getByTestId('bottom-bar');
    await expect(bar).toBeVisible();
    for (const name of ['Home', 'Chat', 'Add', 'Video', 'Profile']) {
      await expect(bar.getByRole(name === 'Add' ? 'button' : 'link', { name })).toBeVisible();
    }
    await bar.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await bar.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL((url) => url.pathname === `/${user.username}`);
    await expect(page.getByTestId('suggested-users')).toBeHidden();

    await page.goto('/');
    await expect(page.getByTestId('suggested-users')).toBeVisible();
    await expect(page.locator('header')).toBeVisible();
    await bar.getByRole('link', { name: 'Chat' }).click();
    await page.waitForURL('**/chat');
    await expect(page.locator('header')).toBeHidden();

    const wide = await newPage(browser);
    await logInInBrowser(wide, user);
    await expect(wide.getByTestId('bottom-bar')).toBeHidden();
    await wide.goto('/chat');
    await expect(wide.locator('header')).toBeVisible();
    await wide.context().close();
    await page.context().close();
  });

  test('freezing logs out and hides the profile; logging in again unfreezes', async () => {
    const user = await seedUser('frozen', { name: 'Ice Cube' });
    const page = await newPage(browser);
    await logInInBrowser(page, user);
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    await expect(page.getByText('You can unfreeze your account anytime by logging in again.')).toBeVisible();
    await page.getByRole('button', { name: 'Freeze' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to freeze your account?');
    await confirm.getByRole('button', { name: 'Freeze' }).click();
    await expectToast(page, 'Success', 'Your account has been frozen');
    await page.waitForURL('**/auth');
    assert.equal(await page.evaluate(() => localStorage.getItem('user-threads')), null);

    await page.goto(`/${user.username}`);
    await expect(page.getByRole('heading', { name: 'Oops! User not found.' })).toBeVisible();

    await logInInBrowser(page, user);
    await page.goto(`/${user.username}`);
    await expect(page.getByRole('heading', { name: 'Ice Cube' })).toBeVisible();
    await page.context().close();
  });

  test('logout ends the session and a lost session sends people to /auth', async () => {
    const user = await seedUser('leaver');
    const page = await newPage(browser);
    await logInInBrowser(page, user);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');
    assert.equal(await page.evaluate(() => localStorage.getItem('user-threads')), null);

    await logInInBrowser(page, user);
    // The stored user still says logged in, but the server answers 401: the app forgets it and goes to /auth.
    // Leave the app first, so none of the home page's requests in flight meets the missing cookie and
    // logs the app out before /search loads.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto('/search');
    await page.waitForURL('**/auth');
    assert.equal(await page.evaluate(() => localStorage.getItem('user-threads')), null);
    await page.context().close();
  });
});
