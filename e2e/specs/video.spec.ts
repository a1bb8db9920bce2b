import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type SeedUser, seedUser } from '../src/api.js';
import { expectNoSeriousA11yIssues } from '../src/axe.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { eventually, expect } from '../src/expect.js';
import { logInInBrowser } from '../src/ui.js';
import { seedVideoPost } from '../src/video.js';

/** The server's page size: one more than this makes a second page. */
const PAGE_SIZE = 20;

describe('video feed: snap scroll, autoplay, pages', () => {
  let browser: Browser;
  let page: Page;
  let author: SeedUser;

  before(async () => {
    browser = await launchBrowser();
    author = await seedUser('vid', { name: 'Video Maker' });
    // The oldest first and the newest last; the ones between may land in any order.
    await seedVideoPost(author, 'Clip number 1');
    const middle = Array.from({ length: PAGE_SIZE - 1 }, (_, i) => `Clip number ${i + 2}`);
    await Promise.all(middle.map((text) => seedVideoPost(author, text)));
    await seedVideoPost(author, '');
    page = await newPage(browser, { bypassCSP: true });
    await logInInBrowser(page, author);
  });
  after(() => browser.close());

  test('the newest video plays muted with its author, caption fallback and categories', async () => {
    await page.goto('/video');
    const first = page.getByTestId('video-card').first();
    await expect(first).toContainText(author.username);
    await expect(first).toContainText('No caption');
    for (const category of ['Funny', 'Education', 'Lust', 'Poetry']) {
      await expect(page.getByRole('button', { name: category, exact: true })).toBeVisible();
    }
    await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('[data-testid="video-card"] video');
      return video && !video.paused && video.muted;
    });
    await first.getByRole('button', { name: 'Unmute' }).click();
    await expect(first.getByRole('button', { name: 'Mute' })).toBeVisible();
    assert.equal(await first.locator('video').evaluate((video: HTMLVideoElement) => video.muted), false);
    await expectNoSeriousA11yIssues(page, 'video feed');
  });

  test('scrolling to the end loads the second page', async () => {
    await expect(page.getByTestId('video-card')).toHaveCount(PAGE_SIZE);
    const scroller = page.getByTestId('video-scroller');
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(page.getByTestId('video-card')).toHaveCount(PAGE_SIZE + 1);
    await expect(page.getByTestId('video-card').last()).toContainText('Clip number 1');
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    // The card that scrolled away is paused; the last one, now in view, plays.
    await eventually(
      () => 'only the visible video plays',
      () =>
        page.evaluate(() => {
          const videos = [...document.querySelectorAll<HTMLVideoElement>('[data-testid="video-card"] video')];
          return videos[0]?.paused === true && videos.at(-1)?.paused === false;
        }),
    );
    await expect(page.getByText('Loading more posts...')).toBeHidden();
  });

  test('on a phone the header keeps only its title', async () => {
    const phone = await newPage(browser, { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    await logInInBrowser(phone, author);
    await phone.goto('/video');
    await expect(phone.getByTestId('video-card').first()).toBeVisible();
    await expect(phone.getByRole('button', { name: /^Threads/ })).toBeVisible();
    await expect(phone.getByRole('link', { name: 'Search' })).toBeHidden();
    await expect(phone.getByTestId('bottom-bar')).toBeVisible();
    await phone.context().close();
  });
});
