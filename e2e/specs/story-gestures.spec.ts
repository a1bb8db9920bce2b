import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { follow, request, type SeedUser, seedUser } from '../src/api.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { eventually, expect } from '../src/expect.js';
import { makePng } from '../src/png.js';
import { pointIn, Touch } from '../src/touch.js';
import { appTookOver, expectToast, logInInBrowser } from '../src/ui.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true };

async function seedStory(user: SeedUser, colour: [number, number, number]) {
  const form = new FormData();
  form.append('mediaType', 'image');
  form.append('media', new Blob([new Uint8Array(makePng(360, 640, colour))], { type: 'image/png' }), 's.png');
  await request(user, 'POST', '/api/stories/create', form);
}

describe('story viewer on a 390-px phone: full screen, taps, hold, swipe down; the upload drop zone', () => {
  let browser: Browser;
  let page: Page;
  let touch: Touch;
  let author: SeedUser;
  let watcher: SeedUser;

  before(async () => {
    browser = await launchBrowser();
    author = await seedUser('sgauthor', { name: 'Gesture Author' });
    watcher = await seedUser('sgwatch', { name: 'Gesture Watcher' });
    await follow(watcher, author);
    for (const colour of [
      [200, 40, 40],
      [40, 200, 40],
      [40, 40, 200],
    ] as [number, number, number][])
      await seedStory(author, colour);
    page = await newPage(browser, PHONE);
    touch = await Touch.on(page);
    await logInInBrowser(page, watcher);
  });
  after(() => browser.close());

  const segments = () => page.getByTestId('story-segment');
  const states = () => segments().evaluateAll((all) => all.map((segment) => segment.getAttribute('data-state')));
  const currentIs = (index: number) =>
    eventually(
      () => `story ${index + 1} of 3 is on screen`,
      async () => (await states()).indexOf('current') === index,
    );
  const progress = async () =>
    Number(await page.getByRole('progressbar', { name: 'Story progress' }).getAttribute('aria-valuenow'));
  const media = () => page.getByTestId('story-media');

  test('the viewer fills the phone screen, without header or bottom bar, one segment per story', async () => {
    await page.goto('/');
    await appTookOver(page);
    await page.locator(`[data-testid="story-circle"][aria-label^="${author.username}'s stories"]`).click();
    await page.waitForURL('**/story-viewer');
    const box = await page.getByTestId('story-viewer').boundingBox();
    assert.deepEqual(box && [box.x, box.y, box.width, box.height], [0, 0, 390, 844]);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    assert.equal(await page.getByTestId('bottom-bar').count(), 0, 'no bottom bar');
    await expect(segments()).toHaveCount(3);
    await currentIs(0);
  });

  test('a tap on the right goes forward, on the left back', async () => {
    await touch.tap(await pointIn(media(), 0.8, 0.5));
    await currentIs(1);
    assert.deepEqual(await states(), ['done', 'current', 'upcoming']);
    await touch.tap(await pointIn(media(), 0.8, 0.5));
    await currentIs(2);
    await touch.tap(await pointIn(media(), 0.15, 0.5));
    await currentIs(1);
  });

  test('holding a finger down pauses; lifting it resumes', async () => {
    await eventually(
      () => 'the story is counting down',
      async () => (await progress()) > 0,
    );
    const lift = await touch.press(await pointIn(media(), 0.5, 0.6));
    // The timer stops in an effect after the next paint, so one more tick may land just after the press.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const heldAt = await progress();
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(await progress(), heldAt, 'progress holds while the finger is down');
    await lift();
    await eventually(
      () => 'progress rises again once lifted, and the hold moved nowhere',
      async () => (await progress()) > heldAt,
    );
    await currentIs(1);
  });

  test('a swipe down closes the viewer', async () => {
    await touch.swipe(await pointIn(media(), 0.5, 0.3), 0, 250);
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByTestId('bottom-bar')).toBeVisible();
  });

  test('"Upload a Feeling" offers a drop zone and a styled picker instead of a raw file input', async () => {
    await page.getByRole('button', { name: 'Share Feeling' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload a Feeling' });
    const zone = dialog.getByTestId('story-drop-zone');
    await expect(zone).toBeVisible();
    await expect(zone).toContainText('Choose file');
    const input = await dialog.locator('input[type=file]').boundingBox();
    assert.ok(input && input.width <= 1 && input.height <= 1, 'the browser’s own file input is not shown');

    const drop = (name: string, type: string) =>
      zone.evaluate(
        (element, file) => {
          const transfer = new DataTransfer();
          transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
          element.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
          element.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
        },
        { name, type, bytes: [...(type === 'image/png' ? makePng(360, 640, [10, 90, 90]) : Buffer.from('hello'))] },
      );

    await drop('notes.txt', 'text/plain');
    await expectToast(page, 'Invalid file type', 'Please select an image or a video');
    assert.equal(await dialog.getByRole('img', { name: 'Story preview' }).count(), 0, 'nothing was taken');

    await drop('dropped.png', 'image/png');
    await expect(dialog.getByRole('img', { name: 'Story preview' })).toBeVisible();
    await expect(zone).toContainText('dropped.png');
    await expect(zone).toContainText('Change file');
    await expect(dialog.getByRole('button', { name: 'Image', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expectToast(page, 'Success', 'Story uploaded successfully!');
    await expect(dialog).toBeHidden();
  });
});
