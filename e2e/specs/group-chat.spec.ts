import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type SeedUser, seedUser } from '../src/api.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { eventually, expect } from '../src/expect.js';
import { logInInBrowser } from '../src/ui.js';

describe('group chat: three people in three browsers', () => {
  let browser: Browser;
  const pages: Record<'alice' | 'bob' | 'carol', Page> = {} as never;
  const people: Record<'alice' | 'bob' | 'carol', SeedUser> = {} as never;
  const groupName = 'Weekend plans';

  before(async () => {
    browser = await launchBrowser();
    for (const who of ['alice', 'bob', 'carol'] as const) {
      people[who] = await seedUser(`grp${who.slice(0, 2)}`, { name: `Group ${who}` });
      pages[who] = await newPage(browser, { bypassCSP: true });
      await logInInBrowser(pages[who], people[who]);
    }
    await pages.alice.goto('/chat');
    await pages.bob.goto('/chat');
    await pages.carol.goto('/');
  });
  after(() => browser.close());

  const groupItem = (page: Page) => page.getByTestId('conversation').filter({ hasText: groupName });
  const pane = (page: Page) => page.getByRole('region', { name: `Group ${groupName}` });
  const bubble = (page: Page, text: string) => pane(page).getByTestId('message').filter({ hasText: text });

  test('Alice starts a group with people found by search; it reaches Bob live and Carol as a badge', async () => {
    const page = pages.alice;
    await page.getByRole('button', { name: 'New group' }).click();
    const dialog = page.getByRole('dialog', { name: 'New group' });
    await dialog.getByLabel('Group name').fill(groupName);
    for (const who of ['bob', 'carol'] as const) {
      await dialog.getByLabel('Search people').fill(people[who].username);
      await dialog.getByRole('button', { name: people[who].username }).click();
    }
    await expect(dialog.getByRole('list', { name: 'People in the group' }).getByRole('listitem')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Create group' }).click();
    await expect(pane(page)).toBeVisible();
    await expect(pane(page).getByTestId('system-message')).toContainText(`created the group “${groupName}”`);
    await expect(groupItem(pages.bob)).toBeVisible();

    await bubbleSend(page, 'Hello group');
    await expect(groupItem(pages.bob)).toContainText('Hello group');
    await expect(pages.carol.getByTestId('chat-badge')).toHaveText('1');
    await eventually(
      () => 'the tab title counts the unread conversation',
      async () => (await pages.carol.title()) === '(1) Threads',
    );
  });

  async function bubbleSend(page: Page, text: string) {
    await pane(page).getByPlaceholder('Type a message').fill(text);
    await pane(page).getByRole('button', { name: 'Send message' }).click();
    await expect(bubble(page, text)).toBeVisible();
  }

  test('messages arrive live with their sender; each sees who is typing and who has seen what', async () => {
    await groupItem(pages.bob).click();
    await expect(bubble(pages.bob, 'Hello group')).toBeVisible();
    await expect(bubble(pages.bob, 'Hello group').getByTestId('message-sender')).toHaveText(people.alice.username);
    await expect(pane(pages.alice).getByTestId('seen-by')).toHaveAttribute(
      'aria-label',
      `Seen by ${people.bob.username}`,
    );

    await pages.carol.getByRole('link', { name: /^Chat/ }).first().click();
    await groupItem(pages.carol).click();
    await expect(bubble(pages.carol, 'Hello group')).toBeVisible();
    await expect(pages.carol.getByTestId('chat-badge')).toHaveCount(0);
    await eventually(
      () => 'the tab title drops the count',
      async () => !/^\(\d+\) /.test(await pages.carol.title()),
    );
    const seenBy = pane(pages.alice).getByTestId('seen-by');
    await eventually(
      () => 'Alice sees that Bob and Carol have seen her message',
      async () => {
        const label = (await seenBy.getAttribute('aria-label', { timeout: 500 })) ?? '';
        return label.includes(people.bob.username) && label.includes(people.carol.username);
      },
    );

    await pane(pages.bob).getByPlaceholder('Type a message').pressSequentially('On my way', { delay: 30 });
    for (const page of [pages.alice, pages.carol]) {
      await expect(pane(page).getByTestId('typing')).toHaveText(`${people.bob.username} is typing…`);
    }
    assert.equal((await pane(pages.bob).getByTestId('typing').textContent())?.trim(), '');
    await pane(pages.bob).getByRole('button', { name: 'Send message' }).click();
    for (const page of [pages.alice, pages.carol]) {
      await expect(bubble(page, 'On my way')).toBeVisible();
      await expect(pane(page).getByTestId('typing')).toHaveText('');
    }
  });

  test('Alice deletes her message: it turns into "This message was deleted" for everyone', async () => {
    await bubble(pages.alice, 'Hello group').getByRole('button', { name: 'Message options' }).click();
    await pages.alice.getByRole('menuitem', { name: 'Delete' }).click();
    await pages.alice.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    for (const page of [pages.alice, pages.bob, pages.carol]) {
      await expect(pane(page).getByText('This message was deleted')).toBeVisible();
      await expect(bubble(page, 'Hello group')).toHaveCount(0);
    }
  });

  test('Carol leaves: the others see it, and the group is gone from her list', async () => {
    await pane(pages.carol).getByRole('button', { name: 'Leave group' }).click();
    await pages.carol.getByRole('alertdialog').getByRole('button', { name: 'Leave group' }).click();
    await expect(groupItem(pages.carol)).toHaveCount(0);
    for (const page of [pages.alice, pages.bob]) {
      await expect(
        pane(page)
          .getByTestId('system-message')
          .filter({ hasText: `${people.carol.username} left` }),
      ).toBeVisible();
    }
    await bubbleSend(pages.bob, 'Just us now');
    await expect(bubble(pages.alice, 'Just us now')).toBeVisible();
    await pages.carol.reload();
    await expect(groupItem(pages.carol)).toHaveCount(0);
  });
});
