import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { follow, request, type SeedUser, seedUser } from '../src/api.js';
import { expectNoSeriousA11yIssues } from '../src/axe.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { eventually, expect } from '../src/expect.js';
import { makePng } from '../src/png.js';
import { appTookOver, expectToast, logInInBrowser } from '../src/ui.js';

describe('stories: two people, one uploads, the other watches', () => {
  let browser: Browser;
  let pageA: Page;
  let pageB: Page;
  let alice: SeedUser;
  let bob: SeedUser;
  let carol: SeedUser;

  before(async () => {
    browser = await launchBrowser();
    alice = await seedUser('storya', { name: 'Story Alice' });
    bob = await seedUser('storyb', { name: 'Story Bob' });
    carol = await seedUser('storyc', { name: 'Story Carol' });
    await follow(bob, alice);
    await follow(bob, carol);
    // Carol's story is older than the one Alice shares below, so Alice's circle comes first for Bob.
    const form = new FormData();
    form.append('mediaType', 'image');
    form.append('media', new Blob([new Uint8Array(makePng(360, 640, [60, 60, 200]))], { type: 'image/png' }), 'c.png');
    await request(carol, 'POST', '/api/stories/create', form);
    pageA = await newPage(browser, { bypassCSP: true });
    pageB = await newPage(browser, { bypassCSP: true });
    await logInInBrowser(pageA, alice);
    await logInInBrowser(pageB, bob);
  });
  after(() => browser.close());

  const circleOf = (page: Page, username: string) =>
    page.locator(`[data-testid="story-circle"][aria-label^="${username}'s stories"]`);

  test('the viewer without navigation state shows only a spinner', async () => {
    await pageB.goto('/story-viewer');
    await expect(pageB.getByRole('status').filter({ hasText: 'Loading stories' })).toBeVisible();
    await pageB.goto('/');
  });

  test('A uploads an image story through "Upload a Feeling" with real progress', async () => {
    const strip = pageA.getByTestId('story-strip');
    await expect(strip.getByRole('button', { name: 'Share Feeling' })).toBeVisible();
    await strip.getByRole('button', { name: 'Share Feeling' }).click();
    const dialog = pageA.getByRole('dialog', { name: 'Upload a Feeling' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yIssues(pageA, 'upload dialog');

    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expectToast(pageA, 'No file selected', 'Please select a file to upload');

    await dialog.locator('input[type=file]').setInputFiles({
      name: 'feeling.png',
      mimeType: 'image/png',
      buffer: makePng(360, 640, [200, 80, 120]),
    });
    await expect(dialog.getByRole('img', { name: 'Story preview' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Image', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expectToast(pageA, 'Success', 'Story uploaded successfully!');
    await expect(pageA.getByRole('dialog')).toBeHidden();

    // Share Feeling first, then my own circle.
    const items = strip.locator('li');
    await expect(items.nth(0)).toContainText('Share Feeling');
    await expect(items.nth(1)).toContainText('Your story');
  });

  test('the owner sees "No viewers yet!" before anyone watched', async () => {
    await pageA.getByTestId('story-circle').first().click();
    await pageA.waitForURL('**/story-viewer');
    await pageA.getByRole('button', { name: 'Story viewers' }).click();
    const dialog = pageA.getByRole('dialog', { name: 'Story Viewers (0)' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('No viewers yet!');
    await expectNoSeriousA11yIssues(pageA, 'story viewers dialog');
    await pageA.keyboard.press('Escape');
    await pageA.getByRole('button', { name: 'Back' }).click();
    await pageA.waitForURL((url) => url.pathname === '/');
  });

  test("B sees the unseen ring, watches A's story to its end, moves on to C's, and is back home", async () => {
    await pageB.reload();
    await appTookOver(pageB);
    const circle = circleOf(pageB, alice.username);
    await expect(circle).toHaveAttribute('data-unseen', 'true');
    await expect(pageB.getByTestId('story-circle').first()).toHaveAttribute(
      'aria-label',
      `${alice.username}'s stories, not seen yet`,
    );
    await expectNoSeriousA11yIssues(pageB, 'home with stories');
    await circle.click();
    await pageB.waitForURL('**/story-viewer');
    await expect(pageB.getByTestId('story-author')).toHaveText(alice.username);
    await expect(pageB.getByRole('img', { name: `Story by ${alice.username}` })).toBeVisible();
    assert.equal(await pageB.getByRole('button', { name: 'Delete story' }).count(), 0, 'only the owner may delete');
    await expectNoSeriousA11yIssues(pageB, 'story viewer');

    // Holding the pointer down pauses the 5 s countdown.
    const bar = pageB.getByRole('progressbar', { name: 'Story progress' });
    await pageB.getByTestId('story-media').hover();
    await pageB.mouse.down();
    const heldAt = Number(await bar.getAttribute('aria-valuenow'));
    await pageB.waitForTimeout(400);
    assert.equal(Number(await bar.getAttribute('aria-valuenow')), heldAt, 'progress holds while pressed');
    await pageB.mouse.up();
    await eventually(
      () => 'progress rises again once released',
      async () => Number(await bar.getAttribute('aria-valuenow')) > heldAt,
    );

    // When Alice's only story has had its 5 s, Carol's stories follow; next after the last goes home.
    await expect(pageB.getByTestId('story-author')).toHaveText(carol.username);
    await pageB.getByRole('button', { name: 'Next story' }).click();
    await pageB.waitForURL((url) => url.pathname === '/');
    await expect(circleOf(pageB, alice.username)).toHaveAttribute('data-unseen', 'false');
    await pageB.reload();
    await expect(circleOf(pageB, alice.username)).toHaveAttribute('data-unseen', 'false');
  });

  test('A sees "Story Viewers (1)" with B in it, then deletes the story and is back home', async () => {
    await pageA.reload();
    await appTookOver(pageA);
    await pageA.getByTestId('story-circle').first().click();
    await pageA.getByRole('button', { name: 'Story viewers' }).click();
    const dialog = pageA.getByRole('dialog', { name: 'Story Viewers (1)' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(bob.username);
    await pageA.keyboard.press('Escape');
    await pageA.getByRole('button', { name: 'Delete story' }).click();
    await pageA.waitForURL((url) => url.pathname === '/');
    await expect(pageA.getByTestId('story-circle')).toHaveCount(0);
  });

  test('previous at the first story goes home, and arrow keys work too', async () => {
    await pageA.getByRole('button', { name: 'Share Feeling' }).click();
    const dialog = pageA.getByRole('dialog', { name: 'Upload a Feeling' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'again.png',
      mimeType: 'image/png',
      buffer: makePng(360, 640, [40, 160, 90]),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expectToast(pageA, 'Success', 'Story uploaded successfully!');
    await pageA.getByTestId('story-circle').first().click();
    await pageA.waitForURL('**/story-viewer');
    await pageA.getByRole('button', { name: 'Previous story' }).click();
    await pageA.waitForURL((url) => url.pathname === '/');
    await pageA.getByTestId('story-circle').first().click();
    await pageA.waitForURL('**/story-viewer');
    await pageA.keyboard.press('ArrowRight');
    await pageA.waitForURL((url) => url.pathname === '/');
  });
});
