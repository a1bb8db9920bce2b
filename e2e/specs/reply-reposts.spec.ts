import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { request, type SeedUser, seedPost, seedUser } from '../src/api.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { appTookOver, expectToast, logInInBrowser } from '../src/ui.js';

/** A reply is a post: reposted and quoted from its card in the thread, and reached by keyboard alone. */
describe('reposting, quoting and keyboard use of a reply, on a phone', () => {
  let browser: Browser;
  let page: Page;
  let ann: SeedUser;
  let ben: SeedUser;
  let me: SeedUser;
  let rootId: string;
  let replyId: string;

  before(async () => {
    browser = await launchBrowser();
    [ann, ben, me] = await Promise.all([seedUser('rrann'), seedUser('rrben'), seedUser('rrme')]);
    rootId = (await seedPost(ann, 'Best bakery in town?'))._id;
    replyId = (
      await request<{ _id: string }>(ben, 'PUT', `/api/posts/reply/${rootId}`, { text: 'The one by the bridge' })
    ).body._id;
    page = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await logInInBrowser(page, me);
  });
  after(() => browser.close());

  const replyCard = () => page.getByTestId('reply').filter({ hasText: 'The one by the bridge' }).first();
  const notices = async () =>
    ((await request(ben, 'GET', '/api/notifications')).body as { message: string }[]).map((n) => n.message);

  test('a reply is reposted, then quoted, from its card; its author hears "reposted your reply"', async () => {
    await page.goto(`/${ann.username}/post/${rootId}`);
    await appTookOver(page);
    await expect(replyCard().getByTestId('repost-count')).toHaveCount(0);
    await replyCard().getByRole('button', { name: 'Repost' }).click();
    await page.getByRole('menuitem', { name: 'Repost', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Repost' })
      .getByRole('button', { name: 'Repost', exact: true })
      .click();
    await expectToast(page, 'Success', 'Post reposted successfully');
    await expect(replyCard().getByRole('button', { name: 'Repost' })).toHaveAttribute('aria-pressed', 'true');
    await expect(replyCard().getByTestId('repost-count')).toHaveText('1 repost');

    await replyCard().getByRole('button', { name: 'Repost' }).click();
    await page.getByRole('menuitem', { name: 'Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Spill the tea ☕' });
    await dialog.getByLabel('Post content').fill('Their rye is the best');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expectToast(page, 'Success', 'Post reposted successfully');
    await expect(replyCard().getByTestId('repost-count')).toHaveText('2 reposts');
    await page.reload();
    await expect(replyCard().getByTestId('repost-count')).toHaveText('2 reposts');
    assert.ok((await notices()).includes(`${me.username} reposted your reply`), JSON.stringify(await notices()));

    // On my profile: the quote embeds the reply, which opens on its own page.
    await page.goto(`/${me.username}`);
    await appTookOver(page);
    const quote = page.getByTestId('post-card').filter({ hasText: 'Their rye is the best' }).first();
    const embedded = quote.getByTestId('reposted-original');
    await expect(embedded).toContainText('The one by the bridge');
    await embedded.getByText('The one by the bridge').click();
    await page.waitForURL(`**/post/${replyId}`);
    await expect(page.getByTestId('ancestor')).toContainText('Best bakery in town?');
  });

  test('the keyboard alone reaches a reply in the thread and likes it', async () => {
    await page.goto(`/${ann.username}/post/${rootId}`);
    await appTookOver(page);
    await expect(replyCard()).toBeVisible();
    const like = replyCard().getByRole('button', { name: 'Like', exact: true });
    let reached = false;
    for (let presses = 0; presses < 80 && !reached; presses++) {
      await page.keyboard.press('Tab');
      reached = await like.evaluate((button) => button === document.activeElement);
    }
    assert.ok(reached, 'Tab never reached the reply’s Like button');
    await page.keyboard.press('Enter');
    await expect(replyCard().getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
    await expect(replyCard().getByTestId('like-count')).toHaveText('1 like');
    assert.ok((await notices()).includes(`${me.username} liked your reply`));
  });
});
