import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { follow, type SeedUser, seedPost, seedUser } from '../src/api.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { appTookOver, logInInBrowser } from '../src/ui.js';

/** Issue 22: a refused action undoes itself on its own post only; what was done meanwhile stays. */
describe('optimistic updates are undone per post', () => {
  let browser: Browser;
  let page: Page;
  let reader: SeedUser;

  before(async () => {
    browser = await launchBrowser();
    const author = await seedUser('shadow', { name: 'Post Shadow' });
    reader = await seedUser('shreader');
    await seedPost(author, 'The first of two posts');
    await seedPost(author, 'The second of two posts');
    await follow(reader, author);
    page = await newPage(browser);
    await logInInBrowser(page, reader);
  });
  after(() => browser.close());

  const card = (text: string) => page.getByTestId('post-card').filter({ hasText: text }).first();

  test('a like that fails while a bookmark succeeds: the like is undone, the bookmark stays', async () => {
    const liked = card('The first of two posts');
    const kept = card('The second of two posts');
    let dropLike: () => void = () => {};
    const likeDropped = new Promise<void>((resolve) => {
      dropLike = resolve;
    });
    await page.route('**/api/posts/like/*', async (route) => {
      await likeDropped;
      await route.abort('connectionreset');
    });

    await liked.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(liked.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
    const bookmarked = page.waitForResponse((response) => response.url().includes('/api/posts/bookmark/'));
    await kept.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await expect(kept.getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute('aria-pressed', 'true');
    assert.equal((await bookmarked).status(), 200);

    dropLike();
    await expect(liked.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(liked.getByTestId('like-count')).toHaveCount(0);
    await expect(kept.getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute('aria-pressed', 'true');
    await page.unrouteAll();

    await page.goto('/bookmarks');
    await expect(card('The second of two posts')).toBeVisible();
  });

  test('a repost that fails after a like succeeded: the repost is taken back, the like stays', async () => {
    await page.goto('/');
    await appTookOver(page);
    const reposted = card('The first of two posts');
    const liked = card('The second of two posts');
    let dropRepost: () => void = () => {};
    const repostDropped = new Promise<void>((resolve) => {
      dropRepost = resolve;
    });
    await page.route('**/api/posts/repost', async (route) => {
      await repostDropped;
      await route.abort('connectionreset');
    });

    await reposted.getByRole('button', { name: 'Repost' }).click();
    await page.getByRole('menuitem', { name: 'Repost', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Repost' })
      .getByRole('button', { name: 'Repost', exact: true })
      .click();
    await expect(page.getByTestId('post-card').filter({ hasText: 'The first of two posts' })).toHaveCount(2);
    const likeAnswered = page.waitForResponse((response) => response.url().includes('/api/posts/like/'));
    await liked.getByRole('button', { name: 'Like', exact: true }).click();
    assert.equal((await likeAnswered).status(), 200);

    dropRepost();
    await expect(page.getByTestId('post-card').filter({ hasText: 'The first of two posts' })).toHaveCount(1);
    await expect(reposted.getByRole('button', { name: 'Repost' })).toHaveAttribute('aria-pressed', 'false');
    await expect(liked.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
    await page.unrouteAll();
  });
});
