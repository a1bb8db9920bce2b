import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { request, type SeedUser, seedPost, seedUser, uniqueName } from '../src/api.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { appTookOver, expectToast, signUpInBrowser } from '../src/ui.js';

describe('reposts: once per person, grouped in the feed, acting on the original, undo, quotes', () => {
  let browser: Browser;
  let page: Page;
  let author: SeedUser;
  let lee: SeedUser;
  let viral: { _id: string };
  let quoted: { _id: string };
  const username = uniqueName('reader');

  before(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await signUpInBrowser(page, {
      name: 'Re Ader',
      username,
      email: `${username}@example.com`,
      password: 'password123',
    });
    author = await seedUser('author');
    const stranger = await seedUser('stranger');
    const [maya, sam] = [await seedUser('maya'), await seedUser('sam')];
    lee = await seedUser('lee');
    viral = await seedPost(author, 'Reposted by three friends');
    quoted = await seedPost(author, 'The quoted original');
    await request(stranger, 'PUT', `/api/posts/like/${viral._id}`);
    for (const who of [maya, sam, lee]) await request(who, 'POST', '/api/posts/repost', { postId: viral._id });
    await request(maya, 'POST', '/api/posts/repost', { postId: quoted._id, message: 'Look at this one' });
    const blocked = await seedUser('blocked');
    const hidden = await seedPost(blocked, 'Words I must not see');
    await request(maya, 'POST', '/api/posts/repost', { postId: hidden._id, message: 'Quoting someone you blocked' });
    await page.evaluate(async (id) => {
      await fetch(`/api/users/block/${id}`, { method: 'POST' });
    }, blocked._id);
    await page.evaluate(
      async (ids) => {
        for (const id of ids) await fetch(`/api/users/follow/${id}`, { method: 'POST' });
      },
      [maya._id, sam._id, lee._id],
    );
    await page.reload();
    await appTookOver(page);
  });
  after(() => browser.close());

  const cards = (text: string) => page.getByTestId('post-card').filter({ hasText: text });
  async function until(check: () => Promise<boolean>) {
    for (let i = 0; i < 50; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.fail('the server never showed it');
  }
  const readPost = async (id: string) =>
    page.evaluate(async (postId) => (await fetch(`/api/posts/${postId}`)).json(), id);

  test('a post reposted by three people I follow shows once, "… and 2 others reposted", with its real counts', async () => {
    const card = cards('Reposted by three friends');
    await expect(card.first()).toContainText(`${lee.username} and 2 others reposted`);
    await expect(card.first().getByTestId('like-count')).toHaveText('1 like');
    assert.equal(await card.count(), 1);
    await expect(card.first()).toContainText(author.username);
  });

  test('liking the repost card likes the original', async () => {
    const card = cards('Reposted by three friends').first();
    await card.getByRole('button', { name: 'Like' }).click();
    await expect(card.getByTestId('like-count')).toHaveText('2 likes');
    await expect(card.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
    await until(async () => (await readPost(viral._id)).likesCount === 2);
  });

  test('reposting shows the reposted state and cannot happen twice', async () => {
    const card = cards('Reposted by three friends').first();
    const button = card.getByRole('button', { name: 'Repost' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    // The button opens a menu, as on Threads: Repost / Quote; Repost asks for confirmation (CONTRACT §2).
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveCount(2);
    await expect(menu.getByRole('menuitem', { name: 'Quote' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Repost', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Repost' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Repost', exact: true }).click();
    await expectToast(page, 'Success', 'Post reposted successfully');
    await expect(cards('Reposted by three friends').first().getByRole('button', { name: 'Repost' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const again = await page.evaluate(async (postId) => {
      const res = await fetch('/api/posts/repost', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ postId }),
      });
      return { status: res.status, body: await res.json() };
    }, viral._id);
    assert.deepEqual(again, { status: 409, body: { error: 'You already reposted this post.', code: 'REPOST_EXISTS' } });
    // The menu now offers Undo instead of a second repost; Escape closes it.
    await cards('Reposted by three friends').first().getByRole('button', { name: 'Repost' }).click();
    await expect(page.getByRole('menuitem', { name: 'Undo repost' })).toBeVisible();
    assert.equal(await page.getByRole('menuitem', { name: 'Repost', exact: true }).count(), 0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('Undo repost takes my repost back everywhere', async () => {
    await cards('Reposted by three friends').first().getByRole('button', { name: 'Repost' }).click();
    await page.getByRole('menuitem', { name: 'Undo repost' }).click();
    await expectToast(page, 'Success', 'Repost undone');
    await until(async () => {
      const read = await readPost(viral._id);
      return read.reposted === false && read.repostsCount === 3;
    });
    await page.reload();
    const card = cards('Reposted by three friends');
    await expect(card.first()).toContainText(`${lee.username} and 2 others reposted`);
    await expect(card.first().getByRole('button', { name: 'Repost' })).toHaveAttribute('aria-pressed', 'false');
    assert.equal(await card.count(), 1);
  });

  test('a quote shows the quoted post as a card that opens it', async () => {
    const quote = cards('Look at this one').first();
    const embedded = quote.getByTestId('reposted-original');
    await expect(embedded).toContainText('The quoted original');
    await embedded.getByText('The quoted original').click();
    await page.waitForURL(`**/${author.username}/post/${quoted._id}`);
  });

  test('on a 390-px phone, Quote opens the composer with the quoted card below the text, and posts the quote', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${author.username}/post/${quoted._id}`);
    await appTookOver(page);
    await page.locator('main').getByRole('button', { name: 'Repost' }).first().click();
    await page.getByRole('menuitem', { name: 'Quote' }).click();
    const composer = page.getByRole('dialog', { name: 'Spill the tea ☕' });
    const card = composer.getByTestId('quoted-post');
    await expect(card).toContainText('The quoted original');
    await expect(card).toContainText(author.username);
    const field = composer.getByLabel('Post content');
    const [fieldBox, cardBox] = [await field.boundingBox(), await card.boundingBox()];
    assert.ok(fieldBox && cardBox && cardBox.y >= fieldBox.y + fieldBox.height, 'the card sits below the text');
    const post = composer.getByRole('button', { name: 'Post', exact: true });
    assert.equal(await post.isDisabled(), true, 'a quote needs words');
    await field.fill('Quoted from my phone');
    await post.click();
    await expectToast(page, 'Success', 'Post reposted successfully');
    await expect(composer).toBeHidden();
    await page.goto(`/${username}`);
    const mine = cards('Quoted from my phone').first();
    await expect(mine.getByTestId('reposted-original')).toContainText('The quoted original');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('a quote of a post I may not see shows "This post is unavailable." and none of its words', async () => {
    await page.goto('/');
    const quote = cards('Quoting someone you blocked').first();
    await expect(quote.getByTestId('post-unavailable')).toHaveText('This post is unavailable.');
    assert.equal(await quote.getByText('Words I must not see').count(), 0);
  });
});
