import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type SeedUser, seedPost, seedUser, uniqueName } from '../src/api.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { makeNoisePng, makePng } from '../src/png.js';
import { appTookOver, expectToast, serverAnswered, signUpInBrowser } from '../src/ui.js';
import { makeMp4 } from '../src/video.js';

describe('posts: create, like, reply, repost, delete', () => {
  let browser: Browser;
  let page: Page;
  let friend: SeedUser;
  const username = uniqueName('poster');

  before(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await signUpInBrowser(page, {
      name: 'Post Er',
      username,
      email: `${username}@example.com`,
      password: 'password123',
    });
    friend = await seedUser('friend', { name: 'Friendly Friend' });
    await seedPost(friend, 'Hello from a friend');
    // Follow the friend through the API with the browser's own session.
    await page.evaluate(async (id) => {
      await fetch(`/api/users/follow/${id}`, { method: 'POST' });
    }, friend._id);
    await page.reload();
    await appTookOver(page);
  });
  after(() => browser.close());

  const card = (text: string) => page.getByTestId('post-card').filter({ hasText: text }).first();

  test('the create-post dialog counts down from 500, cuts extra input and refuses non-images', async () => {
    await page.getByRole('button', { name: 'Create post' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('char-counter')).toHaveAttribute('data-remaining', '500');
    await expect(dialog.getByTestId('char-counter-number')).toHaveText('');
    await dialog.getByLabel('Post content').fill('x'.repeat(510));
    await expect(dialog.getByTestId('char-counter')).toHaveAttribute('data-remaining', '0');
    await expect(dialog.getByTestId('char-counter-number')).toHaveText('0');
    assert.equal((await dialog.getByLabel('Post content').inputValue()).length, 500);
    await dialog.getByLabel('Post content').fill('😀'.repeat(3));
    await expect(dialog.getByTestId('char-counter')).toHaveAttribute('data-remaining', '497');

    await dialog.locator('input[type=file][accept="image/*"]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expectToast(page, 'Invalid file type', 'Please select an image file');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('a post with an image is created, shown on top with its picture, and the form resets', async () => {
    await page.getByRole('button', { name: 'Create post' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Post content').fill('My first picture post');
    await dialog.locator('input[type=file][accept="image/*"]').setInputFiles({
      name: 'picture.png',
      mimeType: 'image/png',
      buffer: makePng(640, 480, [30, 120, 200]),
    });
    await expect(dialog.getByRole('img', { name: 'Selected' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expectToast(page, 'Success', 'Post created successfully');
    await expect(page.getByRole('dialog')).toBeHidden();

    const first = page.getByTestId('post-card').first();
    await expect(first).toContainText('My first picture post');
    const image = first.getByRole('img', { name: 'Post attachment', exact: true });
    await expect(image).toBeVisible();
    assert.match((await image.getAttribute('src')) ?? '', /^\/media\//);
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="post-card"] img[alt="Post attachment"]');
      return img?.complete && img.naturalWidth > 0;
    });

    await page.getByRole('button', { name: 'Create post' }).click();
    await expect(page.getByRole('dialog').getByTestId('char-counter')).toHaveAttribute('data-remaining', '500');
    await page.keyboard.press('Escape');
  });

  test('the uploading indicator shows the real upload progress in percent', async () => {
    const cdp = await page.context().newCDPSession(page);
    // About 1.5 MB at 1 MB/s: slow enough to see the upload move.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    await page.getByRole('button', { name: 'Create post' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Post content').fill('A heavy picture');
    await dialog.locator('input[type=file][accept="image/*"]').setInputFiles({
      name: 'noise.png',
      mimeType: 'image/png',
      buffer: makeNoisePng(800, 640),
    });
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    const seen = new Set<number>();
    await dialog.getByRole('status').waitFor();
    const readStatus = () =>
      page.evaluate(() => document.querySelector('[role="dialog"] [role="status"]')?.textContent ?? null);
    for (let text = await readStatus(); text !== null; text = await readStatus()) {
      const match = /Uploading… (\d+)%/.exec(text);
      if (match) seen.add(Number(match[1]));
      await page.waitForTimeout(50);
    }
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expectToast(page, 'Success', 'Post created successfully');
    const between = [...seen].filter((percent) => percent > 0 && percent < 100);
    assert.ok(between.length >= 2, `saw progress ${[...seen].sort((a, b) => a - b).join(', ')}`);
  });

  test('a post with a video plays it back with a poster frame', async () => {
    await page.getByRole('button', { name: 'Create post' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Post content').fill('A short clip');
    await dialog.locator('input[type=file][accept="video/*"]').setInputFiles({
      name: 'clip.mp4',
      mimeType: 'video/mp4',
      buffer: makeMp4(),
    });
    await expect(dialog.locator('video')).toBeVisible();
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expectToast(page, 'Success', 'Post created successfully');
    const video = card('A short clip').locator('video');
    await expect(video).toBeVisible();
    assert.match((await video.getAttribute('src')) ?? '', /^\/media\//);
    assert.match((await video.getAttribute('poster')) ?? '', /^\/media\//);
  });

  test('like toggles at once, survives a reload and can be undone', async () => {
    const post = card('Hello from a friend');
    const stored = serverAnswered(page, '/api/posts/like/');
    await post.getByRole('button', { name: 'Like' }).click();
    await expect(post.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
    await expect(post.getByTestId('like-count')).toHaveText('1 like');
    await stored;
    await page.reload();
    await appTookOver(page);
    await expect(card('Hello from a friend').getByTestId('like-count')).toHaveText('1 like');
    await card('Hello from a friend').getByRole('button', { name: 'Unlike' }).click();
    // No likes: no count beside the heart.
    await expect(card('Hello from a friend').getByTestId('like-count')).toHaveCount(0);
  });

  test('a reply is posted from the modal and appears on the post page', async () => {
    const post = card('Hello from a friend');
    await post.getByRole('button', { name: 'Reply' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('Reply goes here..').fill('Nice one, friend');
    await dialog.getByRole('button', { name: 'Reply' }).click();
    await expectToast(page, 'Success', 'Reply posted successfully');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(card('Hello from a friend').getByTestId('reply-count')).toHaveText('1 reply');

    await card('Hello from a friend').locator('time').click();
    await page.waitForURL(`**/${friend.username}/post/**`);
    const reply = page.getByTestId('reply').filter({ hasText: 'Nice one, friend' });
    await expect(reply).toContainText(username);
    await expect(reply.getByRole('link', { name: `${username}'s profile` })).toBeVisible();
    await page.goto('/');
    await appTookOver(page);
  });

  test('a repost asks for confirmation and lands on top of the feed showing the original', async () => {
    await card('Hello from a friend').getByRole('button', { name: 'Repost' }).click();
    await page.getByRole('menuitem', { name: 'Repost', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Repost' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Repost' }).click();
    await expectToast(page, 'Success', 'Post reposted successfully');
    const first = page.getByTestId('post-card').first();
    await expect(first).toContainText(`${username} reposted`);
    await expect(first).toContainText('Hello from a friend');
  });

  test('share copies the post link when the browser has no share sheet', async () => {
    const post = card('Hello from a friend');
    const href = await post.locator('time').first().locator('xpath=..').getAttribute('href');
    if (await page.evaluate(() => typeof navigator.share === 'function')) return;
    await post.getByRole('button', { name: 'Share' }).click();
    await expectToast(page, 'Success', 'Post link copied.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(new URL(copied).pathname, href);
  });

  test('a post whose text is HTML is shown as text, never run', async () => {
    let alerted = false;
    page.on('dialog', async (dialog) => {
      alerted = true;
      await dialog.dismiss();
    });
    const html = '<img src=x onerror=alert(1)>';
    await page.getByRole('button', { name: 'Create post' }).click();
    await page.getByRole('dialog').getByLabel('Post content').fill(html);
    await page.getByRole('dialog').getByRole('button', { name: 'Post', exact: true }).click();
    await expectToast(page, 'Success', 'Post created successfully');
    const first = page.getByTestId('post-card').first();
    await expect(first.getByTestId('post-text')).toHaveText(html);
    assert.equal(await page.locator('img[src="x"]').count(), 0);
    await page.waitForTimeout(300);
    assert.equal(alerted, false);
  });

  test('the owner deletes a post from its page after confirming, and lands on their profile', async () => {
    await card('My first picture post').locator('time').click();
    await page.waitForURL(`**/${username}/post/**`);
    await page.getByRole('button', { name: 'Delete post' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this post?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Success', 'Post deleted');
    await page.waitForURL((url) => url.pathname === `/${username}`);
    await expect(page.getByRole('heading', { name: 'Post Er' })).toBeVisible();
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    assert.equal(await page.getByTestId('post-card').filter({ hasText: 'My first picture post' }).count(), 0);
  });

  test('only the owner sees the delete control; visitors are told to log in', async () => {
    const other = await newPage(browser);
    const friendPost = await seedPost(friend, 'Not yours to delete');
    await other.goto(`/${friend.username}/post/${friendPost._id}`);
    await appTookOver(other);
    await expect(other.getByTestId('post-text')).toHaveText('Not yours to delete');
    assert.equal(await other.getByRole('button', { name: 'Delete post' }).count(), 0);
    await other.getByRole('button', { name: 'Like' }).click();
    await expectToast(other, 'Error', 'You must be logged in to like a post');
    await other.getByRole('button', { name: 'Reply' }).click();
    await expectToast(other, 'Error', 'You must be logged in to reply to a post');
    await other.getByRole('button', { name: 'Repost' }).click();
    await expectToast(other, 'Error', 'You must be logged in to repost');
    await other.goto(`/${friend.username}`);
    await appTookOver(other);
    await other.getByRole('button', { name: `Follow ${friend.username}` }).click();
    await expectToast(other, 'Error', 'Please login to follow');
    await other.context().close();
  });
});
