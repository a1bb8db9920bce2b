import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { type SeedUser, seedPost, seedUser } from '../src/api.js';
import { expectNoSeriousA11yIssues } from '../src/axe.js';
import { baseUrl, launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { appTookOver, expectToast, logInInBrowser } from '../src/ui.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true };
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A login from another device: its session cookie. */
async function logInFrom(user: SeedUser, userAgent: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  assert.equal(response.status, 200);
  return (response.headers.getSetCookie().find((c) => c.startsWith('session=')) ?? '').split(';')[0] ?? '';
}

describe('sessions read as devices, "Log out of all other sessions"; the composer counter near the limit', () => {
  let browser: Browser;
  let me: SeedUser;

  before(async () => {
    browser = await launchBrowser();
    me = await seedUser('sesscnt');
    await seedPost(me, 'A post to quote');
  });
  after(() => browser.close());

  for (const [name, options] of [
    ['a 390-px phone', PHONE],
    ['a desktop', { bypassCSP: true }],
  ] as const) {
    test(`on ${name}: "Chrome on Android · Active now"; this device; log out of all the others`, async () => {
      const androidCookie = await logInFrom(me, ANDROID_CHROME);
      const page = await newPage(browser, options);
      await logInInBrowser(page, me);
      await page.goto('/settings');
      const sessions = page.getByRole('region', { name: "Where you're logged in" });
      const android = sessions.getByTestId('session').filter({ hasText: 'Chrome on Android' });
      await expect(android).toContainText('Active now');
      assert.equal(await android.getByText('This device').count(), 0);
      const mine = sessions.getByTestId('session').filter({ hasText: 'This device' });
      await expect(mine).toContainText('Active now · This device');
      await expectNoSeriousA11yIssues(page, `sessions on ${name}`);

      await sessions.getByRole('button', { name: 'Log out of all other sessions' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Log out of all other sessions?' });
      await dialog.getByRole('button', { name: 'Log out' }).click();
      await expectToast(page, 'Other sessions logged out', '');
      await expect(sessions.getByTestId('session')).toHaveCount(1);
      await expect(sessions.getByRole('button', { name: 'Log out of all other sessions' })).toHaveCount(0);
      const ended = await fetch(`${baseUrl}/api/users/sessions`, { headers: { cookie: androidCookie } });
      assert.equal(ended.status, 401, 'the Android session ended');
      await page.reload();
      await expect(sessions.getByTestId('session')).toHaveCount(1);
      await page.context().close();
    });
  }

  test('on a 390-px phone the quote dialog shows a ring, and what is left only near the limit', async () => {
    const page = await newPage(browser, PHONE);
    await logInInBrowser(page, me);
    await page.goto(`/${me.username}`);
    await appTookOver(page);
    const card = page.getByTestId('post-card').filter({ hasText: 'A post to quote' });
    await card.getByRole('button', { name: /^Repost/ }).click();
    await page.getByRole('menuitem', { name: 'Quote' }).click();
    const dialog = page.getByRole('dialog');
    const field = dialog.getByLabel('Post content');
    await expect(dialog.getByTestId('char-counter-ring')).toBeVisible();
    await expect(dialog.getByTestId('char-counter-number')).toHaveText('');
    await field.fill('x'.repeat(479));
    await expect(dialog.getByTestId('char-counter')).toHaveAttribute('data-remaining', '21');
    await expect(dialog.getByTestId('char-counter-number')).toHaveText('');
    await field.fill('x'.repeat(485));
    await expect(dialog.getByTestId('char-counter-number')).toHaveText('15');
    const described = await field.evaluate(
      (element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    assert.equal(described, '15 characters left');
    await field.fill('x'.repeat(520));
    await expect(dialog.getByTestId('char-counter-number')).toHaveText('0');
    await page.context().close();
  });
});
