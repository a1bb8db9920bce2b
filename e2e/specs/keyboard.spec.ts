import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { follow, type SeedUser, seedPost, seedUser } from '../src/api.js';
import { expectNoSeriousA11yIssues } from '../src/axe.js';
import { boxOf, overlaps } from '../src/boxes.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { eventually, expect } from '../src/expect.js';
import { appTookOver, logInInBrowser } from '../src/ui.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true };
const DESKTOP = { bypassCSP: true };

/** The text of the post card holding focus, or null. */
const focusedPost = (page: Page) =>
  page.evaluate(() => {
    const card = document.activeElement?.closest('[data-testid="post-card"]');
    return card ? (card.querySelector('[data-testid="post-text"]')?.textContent ?? '') : null;
  });

describe('keyboard: skip link, feed shortcuts and mention suggestions', () => {
  let browser: Browser;
  let me: SeedUser;
  let friend: SeedUser;

  before(async () => {
    browser = await launchBrowser();
    me = await seedUser('kbd', { name: 'Key Board' });
    friend = await seedUser('kbdfriend', { name: 'Kbd Friend' });
    await follow(me, friend);
    await seedPost(friend, 'Oldest keyboard post');
    await seedPost(friend, 'Middle keyboard post');
    await seedPost(friend, 'Newest keyboard post');
  });
  after(() => browser.close());

  test('desktop: the skip link leads to the content; j/k/l/r/n/? work, never while typing or with modifiers', async () => {
    const page = await newPage(browser, DESKTOP);
    await logInInBrowser(page, me);
    await page.goto('/');
    await appTookOver(page);
    await expect(page.getByTestId('post-text').filter({ hasText: 'Newest keyboard post' })).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    assert.ok(await skip.evaluate((link) => link === document.activeElement), 'the first Tab reaches the skip link');
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await eventually(
      () => 'the skip link moves focus to the main content',
      () => page.evaluate(() => document.activeElement?.id === 'main'),
    );

    await page.keyboard.press('j');
    await eventually(
      () => 'j focuses the first post',
      async () => (await focusedPost(page)) === 'Newest keyboard post',
    );
    await page.keyboard.press('j');
    await eventually(
      () => 'j again focuses the second post',
      async () => (await focusedPost(page)) === 'Middle keyboard post',
    );
    await page.keyboard.press('k');
    await eventually(
      () => 'k goes back to the first post',
      async () => (await focusedPost(page)) === 'Newest keyboard post',
    );
    // Modifier keys are the browser's and the system's: nothing moves.
    await page.keyboard.press('Control+j');
    await page.keyboard.press('Alt+j');
    assert.equal(await focusedPost(page), 'Newest keyboard post');

    const first = page.getByTestId('post-card').filter({ hasText: 'Newest keyboard post' });
    await page.keyboard.press('l');
    await expect(first.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    for (const text of ['Next post', 'Previous post', 'Like or unlike the post', 'Reply to the post', 'New post']) {
      await expect(help.getByText(text, { exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yIssues(page, 'shortcuts help on desktop');
    // Keys pressed in a dialog stay there.
    await page.keyboard.press('n');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    await page.keyboard.press('n');
    const composer = page.getByRole('dialog').filter({ has: page.getByLabel('Post content') });
    await expect(composer).toBeVisible();
    const field = composer.getByLabel('Post content');
    await field.pressSequentially('jklrn?');
    await expect(field).toHaveValue('jklrn?');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(composer).toBeHidden();

    // r answers the chosen post; in the reply box the mention list never covers Reply, and Escape closes only it.
    await first.focus();
    await page.keyboard.press('r');
    const reply = page.getByRole('dialog').filter({ has: page.getByPlaceholder('Reply goes here..') });
    await expect(reply).toBeVisible();
    await checkMentionList(page, reply, friend);
    await expectNoSeriousA11yIssues(page, 'reply dialog with mention suggestions on desktop');
    await page.context().close();
  });

  test('390 px: the skip link, and mention suggestions leave the Reply button uncovered', async () => {
    const page = await newPage(browser, PHONE);
    await logInInBrowser(page, me);
    await page.goto('/');
    await appTookOver(page);
    const first = page.getByTestId('post-card').filter({ hasText: 'Newest keyboard post' });
    await expect(first).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeVisible();
    const box = await boxOf(skip);
    assert.ok(box.x >= 0 && box.x + box.width <= 390, 'the skip link fits the phone screen');
    await expectNoSeriousA11yIssues(page, 'home feed with the skip link on a phone');

    await first.getByRole('button', { name: 'Reply' }).tap();
    const reply = page.getByRole('dialog').filter({ has: page.getByPlaceholder('Reply goes here..') });
    await expect(reply).toBeVisible();
    await checkMentionList(page, reply, friend);
    await page.context().close();
  });
});

async function checkMentionList(page: Page, dialog: Locator, friend: SeedUser) {
  const field = dialog.getByPlaceholder('Reply goes here..');
  await field.pressSequentially(`Hi @${friend.username.slice(0, -1)}`);
  const list = page.getByRole('listbox', { name: 'People to mention' });
  await expect(list.getByRole('option', { name: new RegExp(friend.username) })).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Reply', exact: true });
  await submit.scrollIntoViewIfNeeded();
  assert.ok(!overlaps(await boxOf(list), await boxOf(submit)), 'the mention list does not cover the Reply button');
  await field.press('Escape');
  await expect(list).toBeHidden();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
