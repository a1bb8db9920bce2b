import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type SeedUser, seedUser } from '../src/api.js';
import { expectNoSeriousA11yIssues } from '../src/axe.js';
import { boxOf } from '../src/boxes.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { eventually, expect } from '../src/expect.js';
import { logInInBrowser } from '../src/ui.js';
import { seedVideoPost } from '../src/video.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true };

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('appearance: Dark, Light or System from Settings; the video feed full-bleed on phones', () => {
  let browser: Browser;
  let me: SeedUser;

  before(async () => {
    browser = await launchBrowser();
    me = await seedUser('appear', { name: 'Appearance Tester' });
    await seedVideoPost(me, 'A caption over a white video');
  });
  after(() => browser.close());

  test('dark by default; Light and the header title change the stored choice; System follows the device live', async () => {
    const page = await newPage(browser, { colorScheme: 'light', bypassCSP: true });
    await logInInBrowser(page, me);
    await page.goto('/settings');
    const appearance = page.getByRole('group', { name: 'Appearance' });
    const dark = appearance.getByRole('radio', { name: 'Dark' });
    await dark.waitFor({ state: 'attached' });
    assert.equal(await dark.isChecked(), true, 'Dark is the default');
    assert.equal(await isDark(page), true);

    await dark.focus();
    await page.keyboard.press('ArrowRight');
    await eventually(
      () => 'the arrow key chose Light',
      async () => (await appearance.getByRole('radio', { name: 'Light' }).isChecked()) && !(await isDark(page)),
    );
    await page.reload();
    await appearance.getByRole('radio', { name: 'Light' }).waitFor({ state: 'attached' });
    assert.equal(await isDark(page), false, 'Light is kept on this device');
    assert.equal(await appearance.getByRole('radio', { name: 'Light' }).isChecked(), true);
    await expectNoSeriousA11yIssues(page, 'settings in light mode');

    await page.getByRole('button', { name: 'Threads, switch to dark mode' }).click();
    await eventually(
      () => 'the header title switched to dark and the setting says so',
      async () => (await isDark(page)) && (await dark.isChecked()),
    );

    await appearance.getByText('System').click();
    await eventually(
      () => 'System follows the light device',
      async () => !(await isDark(page)),
    );
    await page.emulateMedia({ colorScheme: 'dark' });
    await eventually(
      () => 'the device turning dark repaints the app',
      () => isDark(page),
    );
    await page.reload();
    await appearance.getByRole('radio', { name: 'System' }).waitFor({ state: 'attached' });
    assert.equal(await isDark(page), true, 'still following the dark device after a reload');
    await page.emulateMedia({ colorScheme: 'light' });
    await eventually(
      () => 'and back to light with the device',
      async () => !(await isDark(page)),
    );
    await page.context().close();
  });

  test('on a 390-px phone the video fills the screen; title and bottom bar lie over it; captions readable', async () => {
    const page = await newPage(browser, PHONE);
    await logInInBrowser(page, me);
    await page.goto('/video');
    const card = page.getByTestId('video-card').first();
    await expect(card).toContainText('A caption over a white video');
    const feed = await boxOf(page.getByRole('region', { name: 'Video feed' }));
    assert.deepEqual([feed.x, feed.y, feed.width, feed.height], [0, 0, 390, 844], 'the feed is full-bleed');

    const title = page.getByRole('button', { name: /^Threads/ });
    await expect(title).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search' })).toBeHidden();
    const header = await page
      .locator('header')
      .evaluate((element) => ({ background: getComputedStyle(element).backgroundColor }));
    assert.equal(header.background, 'rgba(0, 0, 0, 0)', 'no header bar, only its title');
    assert.equal(await title.evaluate((element) => getComputedStyle(element).color), 'rgb(255, 255, 255)');

    const bar = await boxOf(page.getByTestId('bottom-bar'));
    assert.equal(bar.y + bar.height, 844, 'the bottom bar lies over the bottom of the video');
    for (const part of [card.getByText('A caption over a white video'), card.getByTestId('like-count')]) {
      const box = await boxOf(part);
      assert.ok(box.y + box.height <= bar.y, `above the bottom bar (${box.y + box.height} > ${bar.y})`);
      const shadow = await part.evaluate((element) => {
        for (let at: Element | null = element; at; at = at.parentElement) {
          const { filter } = getComputedStyle(at);
          if (filter !== 'none') return filter;
        }
        return 'none';
      });
      assert.match(shadow, /drop-shadow/, 'white words keep a dark shadow on a white video');
    }
    const categories = await boxOf(page.getByRole('button', { name: 'Funny' }));
    const titleBox = await boxOf(title);
    assert.ok(categories.y >= titleBox.y + titleBox.height, 'the categories sit under the title');
    await expectNoSeriousA11yIssues(page, 'full-bleed video feed');

    await card.getByRole('button', { name: 'Like' }).tap();
    await expect(card.getByRole('button', { name: 'Unlike' })).toBeVisible();
    await title.tap();
    await eventually(
      () => 'the floating title still toggles',
      async () => !(await isDark(page)),
    );
    await page.context().close();
  });

  test('on a desktop the video feed keeps the header bar', async () => {
    const page = await newPage(browser, { bypassCSP: true });
    await logInInBrowser(page, me);
    await page.goto('/video');
    await expect(page.getByTestId('video-card').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search' })).toBeVisible();
    const feed = await boxOf(page.getByRole('region', { name: 'Video feed' }));
    const header = await boxOf(page.locator('header'));
    assert.ok(feed.y >= header.y + header.height, 'the feed starts under the header');
    await page.context().close();
  });
});
