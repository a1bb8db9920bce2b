import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { follow, request, type SeedUser, seedPost, seedUser } from '../src/api.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { logInInBrowser, serverAnswered } from '../src/ui.js';

describe('notifications lead somewhere, group likes, and can all be read at once', () => {
  let browser: Browser;
  let page: Page;
  let alice: SeedUser;
  let fans: SeedUser[];
  let postId: string;
  let replyId: string;

  before(async () => {
    browser = await launchBrowser();
    alice = await seedUser('nlali');
    fans = await Promise.all([seedUser('nlfa'), seedUser('nlfb'), seedUser('nlfc'), seedUser('nlfd')]);
    postId = (await seedPost(alice, 'Liked by many'))._id;
    for (const fan of fans.slice(0, 3)) await request(fan, 'PUT', `/api/posts/like/${postId}`);
    const [, , , replier] = fans as [SeedUser, SeedUser, SeedUser, SeedUser];
    replyId = (await request(replier, 'PUT', `/api/posts/reply/${postId}`, { text: 'Look at this reply' })).body._id;
    await follow(replier, alice);
    page = await newPage(browser);
    await logInInBrowser(page, alice);
  });
  after(() => browser.close());

  const item = (text: string) => page.getByTestId('notification').filter({ hasText: text });
  const bell = () => page.getByRole('link', { name: /^Notifications/ });

  test('likes of one post are one notification naming the newest liker and how many others', async () => {
    await page.goto('/notifications');
    const liker = fans[2] as SeedUser;
    await expect(item(`${liker.username} and 2 others liked your post`)).toBeVisible();
    await expect(page.getByTestId('notification')).toHaveCount(3);
    await expect(bell()).toHaveAttribute('aria-label', 'Notifications, 3 unread');
  });

  test('clicking one opens the post it is about and marks it read', async () => {
    await item('liked your post')
      .getByRole('link', { name: /liked your post/ })
      .click();
    await page.waitForURL(`**/${alice.username}/post/${postId}`);
    await expect(page.getByTestId('open-post').getByTestId('post-text')).toHaveText('Liked by many');
    await expect(bell()).toHaveAttribute('aria-label', 'Notifications, 2 unread');
    await page.goBack();
    await expect(item('liked your post').getByTestId('read-badge')).toHaveText('Read');
  });

  test('a reply opens on its own page, under the post it answers', async () => {
    await item('replied to your post')
      .getByRole('link', { name: /replied to your post/ })
      .click();
    await page.waitForURL((url) => url.pathname.endsWith(`/post/${replyId}`));
    await expect(page.getByTestId('open-post').getByTestId('post-text')).toHaveText('Look at this reply');
    await expect(page.getByTestId('ancestor')).toContainText('Liked by many');
    assert.ok(await page.getByTestId('open-post').isVisible());
  });

  test('a follow opens the follower’s profile', async () => {
    await page.goto('/notifications');
    const follower = fans[3] as SeedUser;
    await item('started following you')
      .getByRole('link', { name: /started following you/ })
      .click();
    await page.waitForURL((url) => url.pathname === `/${follower.username}`);
  });

  test('"Mark all as read" reads everything and clears the badge', async () => {
    const liker = fans[3] as SeedUser;
    await request(liker, 'PUT', `/api/posts/like/${(await seedPost(alice, 'One more'))._id}`);
    await page.goto('/notifications');
    await expect(bell()).toHaveAttribute('aria-label', 'Notifications, 1 unread');
    const stored = serverAnswered(page, '/api/notifications/read-all');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByTestId('read-badge').filter({ hasText: 'New' })).toHaveCount(0);
    await expect(bell()).toHaveAttribute('aria-label', 'Notifications');
    await stored;
    await page.reload();
    await expect(page.getByTestId('read-badge').filter({ hasText: 'New' })).toHaveCount(0);
  });

  test('on a 390-px phone an unread row is tinted with a dot and Mark as Read sits on its badge line; a read row has none', async () => {
    const liker = fans[0] as SeedUser;
    await request(liker, 'PUT', `/api/posts/like/${(await seedPost(alice, 'Fresh for the phone'))._id}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/notifications');
    const unread = page.locator('[data-testid="notification"][data-unread="true"]').first();
    const read = page.locator('[data-testid="notification"][data-unread="false"]').first();
    await expect(unread.getByTestId('unread-dot')).toBeVisible();
    assert.equal(await read.getByTestId('unread-dot').count(), 0);
    assert.equal(await read.getByRole('button', { name: 'Mark as Read' }).count(), 0, 'only unread rows offer it');
    const tint = (row: typeof read) => row.evaluate((li) => getComputedStyle(li).backgroundColor);
    assert.notEqual(await tint(unread), await tint(read), 'an unread row is tinted');

    const message = unread.getByRole('link', { name: /liked your post/ });
    const button = unread.getByRole('button', { name: 'Mark as Read' });
    const badge = unread.getByTestId('read-badge');
    const [rowBox, messageBox, buttonBox, badgeBox, readBox] = await Promise.all([
      unread.boundingBox(),
      message.boundingBox(),
      button.boundingBox(),
      badge.boundingBox(),
      read.boundingBox(),
    ]);
    assert.ok(rowBox && messageBox && buttonBox && badgeBox && readBox);
    assert.ok(messageBox.width > rowBox.width * 0.6, `message ${messageBox.width}px of a ${rowBox.width}px row`);
    const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
    assert.ok(Math.abs(middle(buttonBox) - middle(badgeBox)) < 4, 'the button is on the badge line');
    assert.ok(rowBox.height <= readBox.height + 8, `no doubled height (${rowBox.height} vs ${readBox.height})`);

    // A tap on the message opens it and marks it read.
    await message.click();
    await page.waitForURL((url) => url.pathname.includes('/post/'));
    await page.goBack();
    await expect(page.locator('[data-testid="notification"][data-unread="true"]')).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
