import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { request, type SeedUser, seedUser } from '../src/api.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { logInInBrowser } from '../src/ui.js';

describe('chat details: times by day, safe links, prefix search, a full-height conversation on phones', () => {
  let browser: Browser;
  let page: Page;
  let alice: SeedUser;
  let bob: SeedUser;
  let conversationId: string;

  before(async () => {
    browser = await launchBrowser();
    alice = await seedUser('chdeta');
    bob = await seedUser('chdetb', { name: 'Zebedee Prefix' });
    const sent = await request<{ conversationId: string }>(bob, 'POST', '/api/messages', {
      recipientId: alice._id,
      message: 'Read https://example.com/page. Not javascript:alert(1) though',
    });
    conversationId = sent.body.conversationId;
    page = await newPage(browser);
    await logInInBrowser(page, alice);
  });
  after(() => browser.close());

  const pane = () => page.getByRole('region', { name: `Conversation with ${bob.username}` });

  test('"Search Here" lists people by the start of their username or name', async () => {
    await page.goto('/chat');
    const box = page.getByPlaceholder('Search Here');
    await box.fill(bob.username.slice(0, 8));
    const found = page.getByRole('list', { name: 'People found' });
    await expect(found.getByRole('button', { name: bob.username })).toBeVisible();
    await box.fill('zebedee');
    await found.getByRole('button', { name: bob.username }).click();
    await expect(pane().getByTestId('message').first()).toBeVisible();
    await expect(found).toBeHidden();
  });

  test('messages sit under their day with their time; http(s) addresses are safe links, other schemes text', async () => {
    await expect(pane().getByTestId('message-day').first()).toHaveText('Today');
    const time = pane().getByTestId('message-time').first();
    assert.match((await time.textContent()) ?? '', /\d{1,2}:\d{2}/);
    const link = pane().getByRole('link', { name: 'https://example.com/page' });
    await expect(link).toHaveAttribute('href', 'https://example.com/page');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(pane().getByRole('link')).toHaveCount(1);
    await expect(pane().getByTestId('message').first()).toContainText('Not javascript:alert(1) though');
  });

  test('a link to the conversation (where a message push leads) opens it', async () => {
    await page.goto('/');
    await page.goto(`/chat?conversation=${conversationId}`);
    await expect(pane().getByTestId('message').first()).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/chat' && url.search === '');
  });

  test('on a phone the bottom bar leaves while a conversation is open and comes back with the list', async () => {
    const phone = await newPage(browser, { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
    await logInInBrowser(phone, alice);
    await phone.goto('/chat');
    await expect(phone.getByTestId('bottom-bar')).toBeVisible();
    await phone.getByTestId('conversation').filter({ hasText: bob.username }).click();
    await expect(phone.getByRole('region', { name: `Conversation with ${bob.username}` })).toBeVisible();
    await expect(phone.getByTestId('bottom-bar')).toBeHidden();
    const input = phone.getByPlaceholder('Type a message');
    const box = await input.boundingBox();
    assert.ok(box && box.y + box.height <= 800, 'the message box is on screen');
    await phone.getByRole('button', { name: 'Back' }).click();
    await expect(phone.getByRole('heading', { name: 'Your Conversations' })).toBeVisible();
    await expect(phone.getByTestId('bottom-bar')).toBeVisible();
    await phone.context().close();
  });
});
