import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type SeedUser, seedUser } from '../src/api.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { eventually, expect } from '../src/expect.js';
import { logInInBrowser } from '../src/ui.js';
import { seedVideoPost } from '../src/video.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true };

describe('video on a 390-px phone: portrait shape, full-height feed, tap to pause, progress, mute, preload', () => {
  let browser: Browser;
  let page: Page;
  let author: SeedUser;

  before(async () => {
    browser = await launchBrowser();
    author = await seedUser('vctl', { name: 'Video Controls' });
    for (const text of ['Third clip', 'Second clip']) await seedVideoPost(author, text);
    await seedVideoPost(author, 'Portrait clip', '90x160');
    page = await newPage(browser, PHONE);
    await logInInBrowser(page, author);
  });
  after(() => browser.close());

  const cards = () => page.getByTestId('video-card');
  const videoState = (index: number) =>
    cards()
      .nth(index)
      .locator('video')
      .evaluate((video: HTMLVideoElement) => ({
        paused: video.paused,
        muted: video.muted,
        preload: video.preload,
        readyState: video.readyState,
      }));

  test('a portrait video keeps its shape in a post card, its box reserved before it loads', async () => {
    await page.goto(`/${author.username}`);
    const box = await page
      .getByTestId('post-card')
      .filter({ hasText: 'Portrait clip' })
      .getByTestId('post-video')
      .boundingBox();
    assert.ok(box, 'the video box is shown');
    assert.ok(Math.abs(box.width / box.height - 90 / 160) < 0.02, `9:16, not letterboxed (${box.width}×${box.height})`);
    const landscape = await page
      .getByTestId('post-card')
      .filter({ hasText: 'Second clip' })
      .getByTestId('post-video')
      .boundingBox();
    assert.ok(landscape && Math.abs(landscape.width / landscape.height - 1) < 0.02, 'a square video is square');
  });

  test('the feed fills the screen and plays the first video', async () => {
    await page.goto('/video');
    await expect(cards().first()).toContainText('Portrait clip');
    const feed = await page.getByRole('region', { name: 'Video feed' }).boundingBox();
    const bar = await page.getByTestId('bottom-bar').boundingBox();
    assert.ok(feed && bar, 'feed and bottom bar are on screen');
    assert.equal(feed.width, 390, 'the full width');
    assert.ok(
      feed.y <= 56 && feed.y + feed.height >= bar.y - 1,
      `the full height (${feed.y} to ${feed.y + feed.height})`,
    );
    await eventually(
      () => 'the first video plays, muted',
      async () => {
        const state = await videoState(0);
        return !state.paused && state.muted;
      },
    );
  });

  test('a tap pauses and resumes; the progress bar moves', async () => {
    const first = cards().first();
    const bar = first.getByRole('progressbar', { name: 'Video progress' });
    await eventually(
      () => 'progress shows',
      async () => Number(await bar.getAttribute('aria-valuenow')) > 0,
    );
    await first.getByRole('button', { name: 'Pause' }).tap();
    await eventually(
      () => 'paused by the tap',
      async () => (await videoState(0)).paused,
    );
    // The player reports its last position before it announces the pause: once the button offers Play, the bar is final.
    await first.getByRole('button', { name: 'Play' }).waitFor();
    const at = await bar.getAttribute('aria-valuenow');
    await new Promise((resolve) => setTimeout(resolve, 400));
    assert.equal(await bar.getAttribute('aria-valuenow'), at, 'progress holds while paused');
    await first.getByRole('button', { name: 'Play' }).tap();
    await eventually(
      () => 'playing again after another tap',
      async () => !(await videoState(0)).paused,
    );
  });

  test('caption and counts sit on a gradient', async () => {
    const first = cards().first();
    const scrim = first.getByTestId('video-scrim');
    const image = await scrim.evaluate((element) => getComputedStyle(element).backgroundImage);
    assert.match(image, /gradient/);
    const area = await scrim.boundingBox();
    for (const part of [first.getByText('Portrait clip'), first.getByTestId('like-count')]) {
      const box = await part.boundingBox();
      assert.ok(area && box && box.y >= area.y && box.y + box.height <= area.y + area.height, 'over the gradient');
    }
  });

  test('the next video loads ahead; the one after waits', async () => {
    await eventually(
      () => 'the second video has loaded ahead',
      async () => {
        const next = await videoState(1);
        return next.preload === 'auto' && next.readyState >= 1;
      },
    );
    assert.equal((await videoState(2)).preload, 'none');
    await page.getByTestId('video-scroller').evaluate((element) => element.scrollTo({ top: element.clientHeight }));
    await eventually(
      () => 'once the second is on screen, the third loads ahead',
      async () => (await videoState(2)).preload === 'auto',
    );
  });

  test('unmuting is remembered on this device', async () => {
    await page.goto('/video');
    const first = cards().first();
    await first.getByRole('button', { name: 'Unmute' }).tap();
    await expect(first.getByRole('button', { name: 'Mute' })).toBeVisible();
    assert.equal((await videoState(0)).muted, false);
    await page.reload();
    await expect(cards().first().getByRole('button', { name: 'Mute' })).toBeVisible();
    await cards().first().getByRole('button', { name: 'Mute' }).tap();
    await page.reload();
    await expect(cards().first().getByRole('button', { name: 'Unmute' })).toBeVisible();
  });
});
