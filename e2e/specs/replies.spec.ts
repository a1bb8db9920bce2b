import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { request, type SeedUser, seedPost, seedUser } from '../src/api.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { appTookOver, expectToast, logInInBrowser } from '../src/ui.js';

describe('replies: their time, an inline reply box, and deleting them', () => {
  let browser: Browser;
  let owner: SeedUser;
  let replier: SeedUser;
  let bystander: SeedUser;
  let postUrl: string;
  let page: Page;

  before(async () => {
    browser = await launchBrowser();
    [owner, replier, bystander] = await Promise.all([seedUser('rpown'), seedUser('rprep'), seedUser('rpbys')]);
    const post = await seedPost(owner, 'A post worth answering');
    postUrl = `/${owner.username}/post/${post._id}`;
    await request(replier, 'PUT', `/api/posts/reply/${post._id}`, { text: 'An answer from before' });
    page = await newPage(browser);
    await logInInBrowser(page, replier);
  });
  after(() => browser.close());

  const reply = (p: Page, text: string) => p.getByTestId('reply').filter({ hasText: text });

  test('each reply shows how long ago it was written, with the full date on hover', async () => {
    await page.goto(postUrl);
    await appTookOver(page);
    const time = reply(page, 'An answer from before').locator('time');
    await expect(time).toHaveText('now');
    assert.ok(await time.getAttribute('datetime'));
    await time.hover();
    assert.ok(await time.getAttribute('title'));
  });

  test('the inline box under the post replies without the dialog', async () => {
    const box = page.getByTestId('inline-reply');
    await box.getByPlaceholder('Reply goes here..').fill('Straight from the post page');
    await box.getByRole('button', { name: 'Reply' }).click();
    await expectToast(page, 'Success', 'Reply posted successfully');
    await expect(reply(page, 'Straight from the post page')).toBeVisible();
    await expect(page.getByTestId('open-post').getByTestId('reply-count')).toHaveText('2 replies');
    assert.equal(await box.getByPlaceholder('Reply goes here..').inputValue(), '');
  });

  test('the author deletes their reply, after a confirmation; the count follows and it stays gone', async () => {
    const mine = reply(page, 'Straight from the post page');
    await mine.getByRole('button', { name: 'Delete reply' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete reply' });
    await expect(dialog).toContainText('Are you sure you want to delete this reply?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Success', 'Reply deleted');
    await expect(mine).toHaveCount(0);
    await expect(page.getByTestId('open-post').getByTestId('reply-count')).toHaveText('1 reply');
    await page.reload();
    await expect(reply(page, 'An answer from before')).toBeVisible();
    await expect(reply(page, 'Straight from the post page')).toHaveCount(0);
  });

  test('someone else sees no delete control; the post owner may delete any reply on it', async () => {
    const other = await newPage(browser);
    await logInInBrowser(other, bystander);
    await other.goto(postUrl);
    await expect(reply(other, 'An answer from before')).toBeVisible();
    await expect(other.getByRole('button', { name: 'Delete reply' })).toHaveCount(0);
    await other.context().close();

    const ownerPage = await newPage(browser);
    await logInInBrowser(ownerPage, owner);
    await ownerPage.goto(postUrl);
    await appTookOver(ownerPage);
    await reply(ownerPage, 'An answer from before').getByRole('button', { name: 'Delete reply' }).click();
    await ownerPage.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(reply(ownerPage, 'An answer from before')).toHaveCount(0);
    // No replies left: no count beside the icon.
    await expect(ownerPage.getByTestId('open-post').getByTestId('reply-count')).toHaveCount(0);
    await ownerPage.context().close();
  });

  test('a refused delete puts the reply back', async () => {
    const post = await seedPost(owner, 'Another post');
    await request(replier, 'PUT', `/api/posts/reply/${post._id}`, { text: 'Kept by the server' });
    await page.goto(`/${owner.username}/post/${post._id}`);
    await appTookOver(page);
    await page.route('**/api/posts/*/replies/*', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: '{"error":"Not today"}' }),
    );
    await reply(page, 'Kept by the server').getByRole('button', { name: 'Delete reply' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Error', 'Not today');
    await expect(reply(page, 'Kept by the server')).toBeVisible();
    await expect(page.getByTestId('open-post').getByTestId('reply-count')).toHaveText('1 reply');
    await page.unroute('**/api/posts/*/replies/*');
  });
});
