import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { follow, request, type SeedUser, seedPost, seedUser } from '../src/api.js';
import { expectNoSeriousA11yIssues } from '../src/axe.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { eventually, expect } from '../src/expect.js';
import { makePng } from '../src/png.js';
import { pointIn, Touch } from '../src/touch.js';
import { appTookOver, logInInBrowser } from '../src/ui.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true };

describe('image viewer on a 390-px phone', () => {
  let browser: Browser;
  let page: Page;
  let touch: Touch;
  let author: SeedUser;
  let reader: SeedUser;
  let postId: string;
  const requested: string[] = [];

  before(async () => {
    browser = await launchBrowser();
    author = await seedUser('imgv', { name: 'Image Author' });
    reader = await seedUser('imgr', { name: 'Image Reader' });
    await follow(reader, author);
    postId = (await seedPost(author, 'A picture worth zooming', makePng(600, 400, [30, 120, 200])))._id;
    const message = new FormData();
    message.append('message', 'Look at this');
    message.append('recipientId', reader._id);
    message.append('img', new Blob([new Uint8Array(makePng(300, 500, [200, 60, 60]))], { type: 'image/png' }), 'x.png');
    await request(author, 'POST', '/api/messages', message);
    page = await newPage(browser, PHONE);
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
    touch = await Touch.on(page);
    await logInInBrowser(page, reader);
  });
  after(() => browser.close());

  const viewer = () => page.getByRole('dialog', { name: 'Image viewer' });
  const scaleOf = async (image: Locator) => Number(await image.getAttribute('data-scale'));
  const transformOf = (image: Locator) => image.evaluate((element: HTMLElement) => element.style.transform);
  const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
  const postImage = () =>
    page
      .getByTestId('post-card')
      .filter({ hasText: 'A picture worth zooming' })
      .getByRole('button', { name: 'Open image: Post attachment' });

  test('a tap opens the image full screen with its alt text; the viewer loads only then', async () => {
    await page.goto('/');
    await appTookOver(page);
    await expect(postImage()).toBeVisible();
    const loadedViewer = () => requested.some((path) => /\/assets\/image-viewer-[\w-]+\.js$/.test(path));
    assert.equal(loadedViewer(), false, 'the viewer is not part of the home page');
    await postImage().tap();
    await expect(viewer()).toBeVisible();
    assert.equal(loadedViewer(), true, 'the viewer loads on first open');
    assert.equal(new URL(page.url()).pathname, '/', 'tapping the image does not open the post page');
    const image = viewer().getByRole('img', { name: 'Post attachment' });
    await expect(image).toBeVisible();
    await expect(viewer()).toContainText('Post attachment');
    const box = await image.boundingBox();
    assert.equal(Math.round(box?.width ?? 0), 390, 'the image fills the phone’s width');
    await expectNoSeriousA11yIssues(page, 'image viewer');
  });

  test('pinch and double tap zoom, a zoomed image pans, a swipe closes it', async () => {
    const stage = viewer().getByTestId('image-viewer-stage');
    const image = viewer().getByRole('img', { name: 'Post attachment' });
    const centre = await pointIn(stage);
    await touch.pinch(centre, 60, 200);
    await eventually(
      () => 'spreading two fingers zooms in',
      async () => (await scaleOf(image)) > 2,
    );

    const zoomed = await transformOf(image);
    await touch.swipe(centre, -120, 0);
    await eventually(
      () => 'a drag pans the zoomed image',
      async () => (await transformOf(image)) !== zoomed,
    );
    await expect(viewer()).toBeVisible();

    await touch.pinch(centre, 200, 30);
    await eventually(
      () => 'pinching zooms back out to the fitted size',
      async () => (await scaleOf(image)) === 1,
    );
    await touch.tap(centre);
    await touch.tap(centre);
    await eventually(
      () => 'a double tap zooms in',
      async () => (await scaleOf(image)) === 2,
    );
    await touch.tap(centre);
    await touch.tap(centre);
    await eventually(
      () => 'another double tap zooms out',
      async () => (await scaleOf(image)) === 1,
    );

    await touch.swipe(centre, 0, 200);
    await expect(viewer()).toBeHidden();
    assert.equal(new URL(page.url()).pathname, '/');
  });

  test('by keyboard: opens with Enter, traps focus, zooms and pans, closes with arrows or Escape, gives focus back', async () => {
    await postImage().focus();
    await page.keyboard.press('Enter');
    await expect(viewer()).toBeVisible();
    assert.equal(await focusedLabel(), 'Close image viewer');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      assert.ok(
        await page.evaluate(() => document.activeElement?.closest('[data-testid="image-viewer"]') !== null),
        'focus stays in the viewer',
      );
    }

    const image = viewer().getByRole('img', { name: 'Post attachment' });
    await page.keyboard.press('+');
    await eventually(
      () => '+ zooms in',
      async () => (await scaleOf(image)) === 2,
    );
    const zoomed = await transformOf(image);
    await page.keyboard.press('ArrowRight');
    await eventually(
      () => 'an arrow key pans the zoomed image',
      async () => (await transformOf(image)) !== zoomed,
    );
    await expect(viewer()).toBeVisible();
    await viewer().getByRole('button', { name: 'Zoom out' }).click();
    await eventually(
      () => 'the zoom-out button returns to the fitted size',
      async () => (await scaleOf(image)) === 1,
    );

    await page.keyboard.press('ArrowRight');
    await expect(viewer()).toBeHidden();
    // The dialog gives focus back as its close effect runs, which Preact schedules after the next paint.
    await eventually(
      () => 'focus is back on the image',
      async () => (await focusedLabel()) === 'Open image: Post attachment',
    );

    await page.keyboard.press('Enter');
    await expect(viewer()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer()).toBeHidden();
    await eventually(
      () => 'Escape gives focus back to the image',
      async () => (await focusedLabel()) === 'Open image: Post attachment',
    );
  });

  test("the post page's image and a chat image open in the viewer too", async () => {
    await page.goto(`/${author.username}/post/${postId}`);
    await appTookOver(page);
    await page.getByRole('button', { name: 'Open image: Post attachment' }).tap();
    await expect(viewer().getByRole('img', { name: 'Post attachment' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer()).toBeHidden();

    await page.goto('/chat');
    await page.getByTestId('conversation').filter({ hasText: author.username }).click();
    await page.getByRole('button', { name: 'Open image: Message attachment' }).tap();
    const image = viewer().getByRole('img', { name: 'Message attachment' });
    await expect(image).toBeVisible();
    await expect(viewer()).toContainText('Message attachment');
    await touch.swipe(await pointIn(viewer().getByTestId('image-viewer-stage')), 0, -200);
    await expect(viewer()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open image: Message attachment' })).toBeVisible();
  });
});
