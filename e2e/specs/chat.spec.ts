import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { request, type SeedUser, seedUser } from '../src/api.js';
import { expectNoSeriousA11yIssues } from '../src/axe.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { makePng } from '../src/png.js';
import { expectToast, logInInBrowser } from '../src/ui.js';

describe('chat: two people talk in real time', () => {
  let browser: Browser;
  let pageA: Page;
  let pageB: Page;
  let alice: SeedUser;
  let bob: SeedUser;

  before(async () => {
    browser = await launchBrowser();
    alice = await seedUser('chata', { name: 'Chat Alice' });
    bob = await seedUser('chatb', { name: 'Chat Bob' });
    pageA = await newPage(browser, { bypassCSP: true });
    pageB = await newPage(browser, { bypassCSP: true });
    await logInInBrowser(pageA, alice);
    await logInInBrowser(pageB, bob);
    await pageA.goto('/chat');
    await pageB.goto('/chat');
  });
  after(() => browser.close());

  const search = async (page: Page, username: string) => {
    await page.getByPlaceholder('Search Here').fill(username);
    await page.getByRole('button', { name: 'Search user' }).click();
  };
  const conversationWith = (page: Page, username: string) =>
    page.getByTestId('conversation').filter({ hasText: username });

  test('the empty chat screen, and the search refusals', async () => {
    await expect(pageA.getByRole('heading', { name: 'Your Conversations' })).toBeVisible();
    await expect(pageA.getByText('No messages yet')).toBeVisible();
    await expectNoSeriousA11yIssues(pageA, 'chat (empty)');
    await search(pageA, alice.username);
    await expectToast(pageA, 'Error', 'You cannot message yourself');
    await search(pageA, 'nobodyhere404');
    await expectToast(pageA, 'Error', 'User not found');
  });

  test('a found user gets a placeholder conversation; the first message reaches B live', async () => {
    await search(pageA, bob.username);
    const placeholder = conversationWith(pageA, bob.username);
    await expect(placeholder).toContainText('No messages yet');
    const pane = pageA.getByRole('region', { name: `Conversation with ${bob.username}` });
    await expect(pane.getByText('No messages yet')).toBeVisible();

    await pane.getByPlaceholder('Type a message').fill('Hello Bob');
    await pane.getByRole('button', { name: 'Send message' }).click();
    const mine = pane.getByTestId('message').filter({ hasText: 'Hello Bob' });
    await expect(mine).toBeVisible();
    await expect(mine.getByTestId('seen-tick')).toHaveAttribute('data-seen', 'false');
    await expect(pane.getByPlaceholder('Type a message')).toHaveValue('');

    // B has the chat open already: the conversation appears without a reload, unread and online.
    const fromAlice = conversationWith(pageB, alice.username);
    await expect(fromAlice).toContainText('Hello Bob');
    await expect(fromAlice.getByTestId('unread-dot')).toBeVisible();
    await expect(fromAlice.getByTestId('online-dot')).toBeVisible();
  });

  test('when B opens the conversation, A sees the seen tick; replies arrive live both ways', async () => {
    await conversationWith(pageB, alice.username).click();
    const paneB = pageB.getByRole('region', { name: `Conversation with ${alice.username}` });
    await expect(paneB.getByTestId('message').filter({ hasText: 'Hello Bob' })).toBeVisible();
    await expect(conversationWith(pageB, alice.username).getByTestId('unread-dot')).toHaveCount(0);

    const paneA = pageA.getByRole('region', { name: `Conversation with ${bob.username}` });
    await expect(paneA.getByTestId('seen-tick').first()).toHaveAttribute('data-seen', 'true');

    await paneB.getByPlaceholder('Type a message').fill('Hi Alice!');
    await paneB.getByPlaceholder('Type a message').press('Enter');
    await expect(paneA.getByTestId('message').filter({ hasText: 'Hi Alice!' })).toBeVisible();
    // A has it open, so B's message is read at once and B's tick turns.
    await expect(
      paneB.getByTestId('message').filter({ hasText: 'Hi Alice!' }).getByTestId('seen-tick'),
    ).toHaveAttribute('data-seen', 'true');
    await expectNoSeriousA11yIssues(pageA, 'chat (conversation)');
  });

  test('an image message is shown at 200 px to both', async () => {
    const paneA = pageA.getByRole('region', { name: `Conversation with ${bob.username}` });
    await paneA.locator('input[type=file]').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: makePng(300, 200, [20, 90, 200]),
    });
    await expect(paneA.getByRole('img', { name: 'Selected attachment' })).toBeVisible();
    await paneA.getByRole('button', { name: 'Send message' }).click();
    const paneB = pageB.getByRole('region', { name: `Conversation with ${alice.username}` });
    const image = paneB.getByRole('img', { name: 'Message attachment' });
    await expect(image).toBeVisible();
    const box = await image.boundingBox();
    assert.equal(Math.round(box?.width ?? 0), 200);
    await expect(paneA.getByRole('img', { name: 'Selected attachment' })).toBeHidden();
  });

  test('on a phone, a conversation replaces the list and Back returns to it, then home', async () => {
    await pageB.setViewportSize({ width: 390, height: 800 });
    await pageB.reload();
    await expect(pageB.getByRole('heading', { name: 'Your Conversations' })).toBeVisible();
    await conversationWith(pageB, alice.username).click();
    await expect(pageB.getByRole('heading', { name: 'Your Conversations' })).toBeHidden();
    await expect(pageB.getByTestId('message').filter({ hasText: 'Hello Bob' })).toBeVisible();
    await pageB.getByRole('button', { name: 'Back' }).click();
    await expect(pageB.getByRole('heading', { name: 'Your Conversations' })).toBeVisible();
    await pageB.getByRole('button', { name: 'Back' }).click();
    await pageB.waitForURL((url) => url.pathname === '/');
  });

  test('a long conversation shows its latest 50 messages and loads the older ones on request', async () => {
    const carol = await seedUser('chatc');
    const dan = await seedUser('chatd');
    const send = (i: number) =>
      request(carol, 'POST', '/api/messages', { recipientId: dan._id, message: `Message number ${i}` });
    // The first and the last in order; the ones between may land in any order.
    await send(1);
    await Promise.all(Array.from({ length: 49 }, (_, i) => send(i + 2)));
    await send(51);
    const page = await newPage(browser);
    await logInInBrowser(page, dan);
    await page.goto('/chat');
    await conversationWith(page, carol.username).click();
    const messages = page.getByTestId('message');
    await expect(messages).toHaveCount(50);
    await expect(messages.last()).toContainText('Message number 51');
    await page.getByRole('button', { name: 'Load older messages' }).click();
    await expect(messages).toHaveCount(51);
    await expect(messages.first()).toContainText('Message number 1');
    await expect(page.getByRole('button', { name: 'Load older messages' })).toBeHidden();
    await page.context().close();
  });
});
