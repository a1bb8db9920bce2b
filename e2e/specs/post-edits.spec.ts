import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type SeedUser, seedPost, seedUser, uniqueName } from '../src/api.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { makePng } from '../src/png.js';
import { appTookOver, expectToast, signUpInBrowser } from '../src/ui.js';

describe('posts: edit with history, bookmarks, alt text, content warnings', () => {
  let browser: Browser;
  let page: Page;
  let friend: SeedUser;
  const username = uniqueName('editor');

  before(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await signUpInBrowser(page, {
      name: 'Ed Itor',
      username,
      email: `${username}@example.com`,
      password: 'password123',
    });
    friend = await seedUser('keeper', { name: 'Worth Keeping' });
    await seedPost(friend, 'A post worth keeping');
    await page.evaluate(async (id) => {
      await fetch(`/api/users/follow/${id}`, { method: 'POST' });
    }, friend._id);
    await page.reload();
    await appTookOver(page);
  });
  after(() => browser.close());

  const card = (text: string) => page.getByTestId('post-card').filter({ hasText: text }).first();

  async function createPost(fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
    await page.getByRole('button', { name: 'Create post' }).click();
    const dialog = page.getByRole('dialog');
    await fill(dialog);
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expectToast(page, 'Success', 'Post created successfully');
    await expect(page.getByRole('dialog')).toBeHidden();
  }

  test('an edited post says "Edited", and the marker opens its history', async () => {
    await createPost((dialog) => dialog.getByLabel('Post content').fill('Teh first draft'));
    const mine = card('Teh first draft');
    await expect(mine.getByRole('button', { name: 'Edited' })).toBeHidden();
    await mine.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit post' });
    await dialog.getByLabel('Post content').fill('The first draft, fixed');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success', 'Post updated');

    const edited = card('The first draft, fixed');
    await edited.getByRole('button', { name: 'Edited' }).click();
    const history = page.getByRole('dialog', { name: 'Edit history' });
    const versions = history.getByTestId('post-version');
    await expect(versions.nth(1)).toContainText('Teh first draft');
    await expect(versions.nth(0)).toContainText('The first draft, fixed');
    await expect(versions.nth(0)).toContainText('Current');
    await expect(versions.nth(1)).toContainText('Original');
    await page.keyboard.press('Escape');

    // The server kept it: a fresh load shows the new text and the marker.
    await page.reload();
    await expect(card('The first draft, fixed').getByRole('button', { name: 'Edited' })).toBeVisible();
    assert.equal(await page.getByTestId('post-card').filter({ hasText: 'Teh first draft' }).count(), 0);
  });

  test('a bookmarked post shows on /bookmarks until the bookmark is removed', async () => {
    const post = card('A post worth keeping');
    await post.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await expect(post.getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('link', { name: 'Bookmarks' }).click();
    await page.waitForURL((url) => url.pathname === '/bookmarks');
    await expect(page.getByRole('heading', { name: 'Bookmarks' })).toBeVisible();
    const kept = card('A post worth keeping');
    await expect(kept).toBeVisible();
    await page.reload();
    await expect(card('A post worth keeping')).toBeVisible();

    await card('A post worth keeping').getByRole('button', { name: 'Remove bookmark' }).click();
    await expect(page.getByText('No bookmarks yet.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No bookmarks yet.')).toBeVisible();
    await page.goto('/');
    await expect(card('A post worth keeping').getByRole('button', { name: 'Bookmark', exact: true })).toBeVisible();
  });

  test('the image carries the alt text written in the composer', async () => {
    await createPost(async (dialog) => {
      await dialog.getByLabel('Post content').fill('A described picture');
      await dialog.locator('input[type=file][accept="image/*"]').setInputFiles({
        name: 'picture.png',
        mimeType: 'image/png',
        buffer: makePng(320, 240, [200, 120, 30]),
      });
      await dialog.getByLabel('Describe this image').fill('An orange square on a white table');
    });
    const image = card('A described picture').getByRole('img', { name: 'An orange square on a white table' });
    await expect(image).toBeVisible();
    assert.match((await image.getAttribute('src')) ?? '', /^\/media\//);
  });

  test('a content warning hides the text and the image until "Show"', async () => {
    await createPost(async (dialog) => {
      await dialog.getByLabel('Post content').fill('The butler did it');
      await dialog.locator('input[type=file][accept="image/*"]').setInputFiles({
        name: 'clue.png',
        mimeType: 'image/png',
        buffer: makePng(320, 240, [20, 20, 20]),
      });
      await dialog.getByLabel('Content warning (optional)').fill('Mystery novel spoilers');
    });
    const warned = page.getByTestId('post-card').filter({ hasText: 'Mystery novel spoilers' }).first();
    await expect(warned.getByTestId('content-warning')).toBeVisible();
    assert.equal(await warned.getByText('The butler did it').count(), 0);
    assert.equal(await warned.getByRole('img', { name: 'Post attachment' }).count(), 0);
    await warned.getByRole('button', { name: 'Show' }).click();
    await expect(warned.getByText('The butler did it')).toBeVisible();
    await expect(warned.getByRole('img', { name: 'Post attachment' })).toBeVisible();
    await warned.getByRole('button', { name: 'Hide' }).click();
    assert.equal(await warned.getByText('The butler did it').count(), 0);
  });
});
