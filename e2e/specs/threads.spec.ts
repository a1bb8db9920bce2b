import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { request, type SeedUser, seedPost, seedUser } from '../src/api.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { makePng } from '../src/png.js';
import { appTookOver, expectToast, logInInBrowser, serverAnswered } from '../src/ui.js';

/** Replies are posts: a thread reads top to bottom, and a reply is liked, answered and opened like a post. */
describe('threads: replies as posts, on a phone', () => {
  let browser: Browser;
  let page: Page;
  let ann: SeedUser;
  let ben: SeedUser;
  let me: SeedUser;
  let rootId: string;
  let firstId: string;
  let secondId: string;

  const reply = async (who: SeedUser, parentId: string, text: string) =>
    (await request<{ _id: string }>(who, 'PUT', `/api/posts/reply/${parentId}`, { text })).body._id;

  before(async () => {
    browser = await launchBrowser();
    [ann, ben, me] = await Promise.all([seedUser('thann'), seedUser('thben'), seedUser('thme')]);
    rootId = (await seedPost(ann, 'Where should we walk on Sunday?'))._id;
    firstId = await reply(ben, rootId, 'Along the river, surely');
    secondId = await reply(ann, firstId, 'The river path is closed');
    await reply(ben, secondId, 'Then the hills');
    page = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await logInInBrowser(page, me);
  });
  after(() => browser.close());

  const replies = () => page.getByTestId('reply');
  const replyCard = (text: string) => replies().filter({ hasText: text });

  test('a thread three levels deep: the ancestors above, the post, then its replies with theirs nested', async () => {
    await page.goto(`/${ann.username}/post/${secondId}`);
    const ancestors = page.getByTestId('ancestor');
    await expect(ancestors).toHaveCount(2);
    await expect(ancestors.nth(0)).toContainText('Where should we walk on Sunday?');
    await expect(ancestors.nth(1)).toContainText('Along the river, surely');
    await expect(page.getByTestId('open-post').getByTestId('post-text')).toHaveText('The river path is closed');
    await expect(replyCard('Then the hills')).toBeVisible();

    // The root's page: its reply as a full card, the reply's own reply nested under it.
    await ancestors.nth(0).getByRole('link').click();
    await page.waitForURL(`**/post/${rootId}`);
    await expect(page.getByTestId('ancestor')).toHaveCount(0);
    await expect(replyCard('Along the river, surely')).toBeVisible();
    await expect(replyCard('The river path is closed')).toBeVisible();
    await expect(page.getByRole('link', { name: /more repl/ })).toHaveCount(0);
    // Nothing wider than the phone.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `page is ${width}px wide`);
  });

  test('a reply is liked and answered from its card; its counts sit beside the icons, zeros hidden', async () => {
    await page.goto(`/${ann.username}/post/${rootId}`);
    await appTookOver(page);
    const card = replyCard('Along the river, surely').first();
    await expect(card.getByTestId('like-count')).toHaveCount(0);
    const stored = serverAnswered(page, '/api/posts/like/');
    await card.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByTestId('like-count')).toHaveText('1 like');
    await stored;
    await page.reload();
    await appTookOver(page);
    await expect(replyCard('Along the river, surely').first().getByTestId('like-count')).toHaveText('1 like');

    await replyCard('Along the river, surely').first().getByRole('button', { name: 'Reply' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('Reply goes here..').fill('Or the old railway line');
    await dialog.getByRole('button', { name: 'Reply', exact: true }).click();
    await expectToast(page, 'Success', 'Reply posted successfully');
    await expect(replyCard('Along the river, surely').first().getByTestId('reply-count')).toHaveText('2 replies');
    await expect(replyCard('Or the old railway line')).toBeVisible();
    const told = (await request(ben, 'GET', '/api/notifications')).body as { message: string }[];
    assert.ok(told.some((n) => n.message === `${me.username} liked your reply`));
    assert.ok(told.some((n) => n.message === `${me.username} replied to your reply`));
  });

  test('"View 1 more reply" opens the reply on its own page, its post above it', async () => {
    await reply(ann, firstId, 'Or the coast');
    await page.reload();
    await page.getByRole('link', { name: 'View 1 more reply' }).click();
    await page.waitForURL(`**/post/${firstId}`);
    await expect(page.getByTestId('ancestor')).toHaveCount(1);
    for (const text of ['Or the coast', 'Or the old railway line', 'The river path is closed']) {
      await expect(replyCard(text)).toBeVisible();
    }
  });

  test('a reply with an image, its alt text and a content warning', async () => {
    await page.goto(`/${ann.username}/post/${rootId}`);
    await appTookOver(page);
    const box = page.getByTestId('inline-reply');
    await box.getByPlaceholder('Reply goes here..').fill('The view from the top');
    await box.locator('input[type=file][accept="image/*"]').setInputFiles({
      name: 'hills.png',
      mimeType: 'image/png',
      buffer: makePng(320, 240, [60, 160, 90]),
    });
    await box.getByLabel('Describe this image').fill('Green hills under a clear sky');
    await box.getByRole('button', { name: 'Warning' }).click();
    await box.getByLabel('Content warning (optional)').fill('Vertigo');
    await box.getByRole('button', { name: 'Reply', exact: true }).click();
    await expectToast(page, 'Success', 'Reply posted successfully');

    const card = replyCard('Vertigo').first();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Show' }).click();
    await expect(card.getByRole('img', { name: 'Green hills under a clear sky' })).toBeVisible();
    await page.reload();
    await appTookOver(page);
    await replyCard('Vertigo').first().getByRole('button', { name: 'Show' }).click();
    await expect(
      replyCard('Vertigo').first().getByRole('img', { name: 'Green hills under a clear sky' }),
    ).toBeVisible();
  });

  test('the Replies tab lists a person’s replies under what they answer; Threads stays the default', async () => {
    await page.goto(`/${me.username}`);
    await appTookOver(page);
    await expect(page.getByRole('tab', { name: 'Threads' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Replies' }).click();
    const items = page.getByTestId('user-reply');
    await expect(items).toHaveCount(2);
    await expect(items.nth(1).getByTestId('ancestor')).toContainText('Along the river, surely');
    await expect(items.nth(1).getByTestId('reply')).toContainText('Or the old railway line');
    await items.nth(0).getByTestId('ancestor').getByRole('link').click();
    await page.waitForURL(`**/post/${rootId}`);
  });

  test('a deleted post with replies stays in its thread as "This post was deleted."', async () => {
    await request(ann, 'DELETE', `/api/posts/${rootId}`);
    await page.goto(`/${ann.username}/post/${rootId}`);
    await expect(page.getByTestId('open-post').getByTestId('hidden-post')).toHaveText('This post was deleted.');
    await expect(replyCard('Along the river, surely')).toBeVisible();
    await page.goto(`/${ann.username}/post/${secondId}`);
    await expect(page.getByTestId('ancestor').nth(0)).toHaveText('This post was deleted.');
    await expect(page.getByTestId('ancestor').nth(1)).toContainText('Along the river, surely');
    await expect(page.getByTestId('open-post').getByTestId('post-text')).toHaveText('The river path is closed');
  });
});
