import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { follow, type SeedUser, seedPost, seedUser } from '../src/api.js';
import { baseUrl, launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { appTookOver, logInInBrowser } from '../src/ui.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

describe('profile details on a 390-px phone: counts, host badge, password hint', () => {
  let browser: Browser;
  let page: Page;
  let me: SeedUser;
  let writer: SeedUser;
  let fan: SeedUser;

  before(async () => {
    browser = await launchBrowser();
    me = await seedUser('pdme', { name: 'Profile Reader' });
    writer = await seedUser('pdwriter', { name: 'Profile Writer' });
    fan = await seedUser('pdfan', { name: 'Profile Fan' });
    await follow(fan, writer);
    await follow(writer, fan);
    await seedPost(writer, 'First words');
    await seedPost(writer, 'Second words');
    page = await newPage(browser, PHONE);
    await logInInBrowser(page, me);
  });
  after(() => browser.close());

  const counts = () => page.getByTestId('profile-counts');

  test('followers, following and posts sit together; the badge names this instance', async () => {
    await page.goto(`/${writer.username}`);
    await expect(counts()).toHaveText('1 follower·1 following·2 posts');
    const host = new URL(baseUrl).hostname;
    await expect(page.getByRole('region', { name: 'Profile' }).getByText(host, { exact: true })).toBeVisible();
    assert.equal(await page.getByText('threads.net').count(), 0);

    await counts().getByRole('link', { name: '1 following' }).click();
    await page.waitForURL(`**/${writer.username}/followerlist?tab=following`);
    await expect(page.getByRole('tab', { name: 'Following' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('user-row')).toContainText(fan.username);
  });

  test('following someone raises their followers and my following at once', async () => {
    await page.goto(`/${me.username}`);
    await expect(counts()).toHaveText('0 followers·0 following·0 posts');
    await page.goto(`/${writer.username}`);
    await appTookOver(page);
    await page.getByRole('button', { name: `Follow ${writer.username}`, exact: true }).click();
    await expect(counts()).toHaveText('2 followers·1 following·2 posts');
    await page.goBack();
    await expect(counts()).toHaveText('0 followers·1 following·0 posts');
  });

  test('the edit screen says an empty password keeps the current one, and how long a new one must be', async () => {
    await page.goto('/update');
    const password = page.getByLabel('Password', { exact: true });
    await expect(page.getByText('Leave empty to keep your current password.')).toBeVisible();
    const hintId = await password.getAttribute('aria-describedby');
    assert.ok(hintId, 'the hint describes the password field');
    assert.equal(
      await page.locator(`[id="${hintId}"]`).textContent(),
      'Leave empty to keep your current password. At least 8 characters.',
    );
  });
});
