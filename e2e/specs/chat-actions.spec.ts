import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { request, type SeedUser, seedUser } from '../src/api.js';
import { expectNoSeriousA11yIssues } from '../src/axe.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { eventually, expect } from '../src/expect.js';
import { pointIn, Touch } from '../src/touch.js';
import { logInInBrowser } from '../src/ui.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true };

const opacity = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).opacity);

describe("chat rows: a message's actions on hover, focus or long-press; each conversation's last time", () => {
  let browser: Browser;
  let alice: SeedUser;
  let bob: SeedUser;

  before(async () => {
    browser = await launchBrowser();
    alice = await seedUser('chacta');
    bob = await seedUser('chactb');
    await request(bob, 'POST', '/api/messages', { recipientId: alice._id, message: 'Hi from Bob' });
    for (const message of ['Deleted with the keyboard', 'Deleted by a long-press', 'Kept']) {
      await request(alice, 'POST', '/api/messages', { recipientId: bob._id, message });
    }
  });
  after(() => browser.close());

  async function openConversation(page: Page) {
    await page.goto('/chat');
    const row = page.getByTestId('conversation').filter({ hasText: bob.username });
    await expect(row.getByTestId('conversation-time')).toHaveText('now');
    await row.click();
    return page.getByRole('region', { name: `Conversation with ${bob.username}` });
  }

  test('on a desktop no "Delete" sits beside each message: "Message options" shows on hover and on focus', async () => {
    const page = await newPage(browser, { bypassCSP: true });
    await logInInBrowser(page, alice);
    const pane = await openConversation(page);
    const mine = pane.getByTestId('message').filter({ hasText: 'Deleted with the keyboard' });
    await expect(mine).toBeVisible();
    assert.equal(await pane.getByRole('button', { name: 'Delete' }).count(), 0, 'no Delete button in the list');
    const options = mine.getByRole('button', { name: 'Message options' });
    assert.equal(await opacity(options), '0', 'hidden until wanted');
    await mine.getByTestId('message-bubble').hover();
    await eventually(
      () => 'hovering the message shows its options',
      async () => (await opacity(options)) === '1',
    );
    await page.mouse.move(0, 0);
    // Bob's message before it ends with its own options; the next Tab reaches mine.
    await pane
      .getByTestId('message')
      .filter({ hasText: 'Hi from Bob' })
      .getByRole('button', { name: 'Message options' })
      .focus();
    await page.keyboard.press('Tab');
    await eventually(
      () => 'Tab reaches the options of my message',
      () => options.evaluate((element) => element === document.activeElement),
    );
    await eventually(
      () => 'focus shows the options',
      async () => (await opacity(options)) === '1',
    );
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Delete' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete this message?' });
    await expect(dialog.getByText('It will be removed for everyone in the conversation.')).toBeVisible();
    await expectNoSeriousA11yIssues(page, 'delete a message');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(pane.getByTestId('message').filter({ hasText: 'Deleted with the keyboard' })).toHaveCount(0);
    await expect(pane.getByText('This message was deleted')).toBeVisible();
    await page.context().close();
  });

  test("on a 390-px phone a long-press opens a message's actions; a tap does not", async () => {
    const page = await newPage(browser, PHONE);
    await logInInBrowser(page, alice);
    const pane = await openConversation(page);
    const touch = await Touch.on(page);
    const mine = pane.getByTestId('message').filter({ hasText: 'Deleted by a long-press' });
    await expect(mine).toBeVisible();
    assert.equal(await opacity(mine.getByRole('button', { name: 'Message options' })), '0');

    await touch.tap(await pointIn(mine.getByTestId('message-bubble')));
    await new Promise((resolve) => setTimeout(resolve, 700));
    assert.equal(await page.getByRole('menu').count(), 0, 'a tap opens nothing');

    const lift = await touch.press(await pointIn(mine.getByTestId('message-bubble')));
    await page.getByRole('menuitem', { name: 'Delete' }).waitFor();
    await lift();
    await page.getByRole('menuitem', { name: 'Delete' }).tap();
    await page.getByRole('alertdialog', { name: 'Delete this message?' }).getByRole('button', { name: 'Delete' }).tap();
    await expect(pane.getByText('This message was deleted')).toHaveCount(2);

    const theirs = pane.getByTestId('message').filter({ hasText: 'Hi from Bob' });
    const liftAgain = await touch.press(await pointIn(theirs.getByTestId('message-bubble')));
    await page.getByRole('menuitem', { name: 'Report message' }).waitFor();
    await liftAgain();
    await page.keyboard.press('Escape');
    await expect(pane.getByTestId('message').filter({ hasText: 'Kept' })).toBeVisible();
    await page.context().close();
  });
});
