import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { follow, request, type SeedUser, seedPost, seedUser } from '../src/api.js';
import { type Box, boxOf, overlaps } from '../src/boxes.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { eventually, expect } from '../src/expect.js';
import { makePng } from '../src/png.js';
import { appTookOver, expectToast, logInInBrowser } from '../src/ui.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true };

/** The box once it stopped moving (a toast slides in). */
async function settledBoxOf(locator: Locator): Promise<Box> {
  let last = await boxOf(locator);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await boxOf(locator);
    if (now.x === last.x && now.y === last.y && now.height === last.height) return now;
    last = now;
  }
}

describe('small polish on a 390-px phone: inline suggestions, toast placement, story delete', () => {
  let browser: Browser;
  let page: Page;
  let me: SeedUser;

  before(async () => {
    browser = await launchBrowser();
    me = await seedUser('polish', { name: 'Polish Reader' });
    const friend = await seedUser('polishf', { name: 'Polish Friend' });
    // Friends of a friend: at least four suggestions, whoever else the suite signed up.
    for (let i = 0; i < 4; i++) await follow(friend, await seedUser(`polishs${i}`));
    await follow(me, friend);
    await seedPost(friend, 'The older post');
    await seedPost(friend, 'The newer post');
    page = await newPage(browser, PHONE);
    await logInInBrowser(page, me);
  });
  after(() => browser.close());

  test('the home feed shows three suggested people with "See more"; the second post stays on the first screen', async () => {
    await page.goto('/');
    const suggestions = page.getByTestId('suggested-users');
    await expect(suggestions.getByTestId('user-row').first()).toBeVisible();
    await expect(suggestions.getByTestId('user-row')).toHaveCount(3);
    const second = page.getByTestId('post-card').filter({ hasText: 'The older post' });
    const { y, height } = await boxOf(second);
    assert.ok(y + height / 2 < 844, `the second post starts on the first screen (top at ${y})`);
    await suggestions.getByRole('link', { name: 'See more' }).click();
    await page.waitForURL('**/search');
    await eventually(
      () => 'the search screen lists every suggestion',
      async () => (await page.getByTestId('suggested-users').getByTestId('user-row').count()) > 3,
    );
  });

  test('a toast covers neither the dialog title nor the header or bottom bar icons', async () => {
    await page.goto('/');
    await appTookOver(page);
    const header = await boxOf(page.getByRole('navigation', { name: 'Main' }));
    const bottomBar = await boxOf(page.getByTestId('bottom-bar'));
    await page.getByRole('button', { name: 'Share Feeling' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload a Feeling' });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expectToast(page, 'No file selected', 'Please select a file to upload');
    const toast = await settledBoxOf(page.locator('[data-sonner-toast]').first());
    const title = await boxOf(dialog.getByRole('heading', { name: 'Upload a Feeling' }));
    assert.ok(!overlaps(toast, title), 'the toast leaves the dialog title visible');
    assert.ok(!overlaps(toast, header), 'the toast leaves the header visible');
    assert.ok(!overlaps(toast, bottomBar), 'the toast leaves the bottom bar visible');
    await page.keyboard.press('Escape');
  });

  test('deleting my story says so', async () => {
    const form = new FormData();
    form.append('mediaType', 'image');
    form.append('media', new Blob([new Uint8Array(makePng(360, 640, [90, 30, 160]))], { type: 'image/png' }), 's.png');
    await request(me, 'POST', '/api/stories/create', form);
    await page.goto('/');
    await appTookOver(page);
    await page.getByTestId('story-circle').first().click();
    await page.waitForURL('**/story-viewer');
    await page.getByRole('button', { name: 'Delete story' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectToast(page, 'Success', 'Story deleted');
    // A small snackbar at the bottom, above the bottom bar.
    const toast = await settledBoxOf(page.locator('[data-sonner-toast]').first());
    const bottomBar = await boxOf(page.getByTestId('bottom-bar'));
    assert.ok(!overlaps(toast, bottomBar), 'the toast leaves the bottom bar visible');
    assert.ok(toast.y > 844 / 2, 'the toast is at the bottom');
  });
});
