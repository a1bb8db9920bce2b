import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { request, type SeedUser, seedPost, seedUser } from '../src/api.js';
import { expectNoSeriousA11yIssues } from '../src/axe.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { appTookOver, expectToast, logInInBrowser, toastOnStoppedClock } from '../src/ui.js';

describe('notifications: live in the list and in the header badge', () => {
  let browser: Browser;
  let pageA: Page;
  let pageB: Page;
  let alice: SeedUser;
  let bob: SeedUser;
  let postId: string;

  before(async () => {
    browser = await launchBrowser();
    alice = await seedUser('nota', { name: 'Notified Alice' });
    bob = await seedUser('notb', { name: 'Liking Bob' });
    postId = (await seedPost(alice, 'Like this, please'))._id;
    pageA = await newPage(browser, { bypassCSP: true });
    pageB = await newPage(browser);
    await logInInBrowser(pageA, alice);
    await logInInBrowser(pageB, bob);
  });
  after(() => browser.close());

  const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ });

  test('nothing yet: the caught-up text and no badge', async () => {
    await pageA.goto('/notifications');
    await expect(pageA.getByText("You're all caught up! No more notifications to bug you.")).toBeVisible();
    await expect(bell(pageA)).toHaveAttribute('aria-label', 'Notifications');
  });

  test("B's like shows up live for A, badge included, and Mark as Read flips both", async () => {
    // B likes the post from B's own browser.
    await pageB.goto(`/${alice.username}/post/${postId}`);
    await appTookOver(pageB);
    await pageB.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(pageB.getByRole('button', { name: 'Unlike' })).toBeVisible();

    const item = pageA.getByTestId('notification').filter({ hasText: `${bob.username} liked your post` });
    await expect(item).toBeVisible();
    await expect(pageA.getByRole('region', { name: 'Happening Now!' })).toContainText(bob.username);
    await expect(item.getByTestId('read-badge')).toHaveText('New');
    await expect(bell(pageA)).toHaveAttribute('aria-label', 'Notifications, 1 unread');
    await expect(item.getByRole('link', { name: `${bob.username}'s profile` })).toHaveAttribute(
      'href',
      `/${bob.username}`,
    );
    await expectNoSeriousA11yIssues(pageA, 'notifications');

    await item.getByRole('button', { name: 'Mark as Read' }).click();
    await expect(item.getByTestId('read-badge')).toHaveText('Read');
    await expect(bell(pageA)).toHaveAttribute('aria-label', 'Notifications');
    await pageA.reload();
    await expect(
      pageA.getByTestId('notification').filter({ hasText: bob.username }).getByTestId('read-badge'),
    ).toHaveText('Read');
  });

  test('the badge counts live on any screen', async () => {
    await pageA.goto('/');
    await request(bob, 'POST', `/api/users/follow/${alice._id}`);
    await expect(bell(pageA)).toHaveAttribute('aria-label', 'Notifications, 1 unread');
  });

  test('failures get the playful toasts of CONTRACT §8, and they stay 5 s', async () => {
    await pageA.route('**/api/notifications/*', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await pageA.goto('/notifications');
    await pageA.getByTestId('notification').first().getByRole('button', { name: 'Mark as Read' }).click();
    await expectToast(pageA, 'Error!', 'The notification goblins are at it again!');
    await pageA.unroute('**/api/notifications/*');

    await pageA.route('**/api/notifications', (route) => route.fulfill({ status: 500, body: '' }));
    const gremlins = await toastOnStoppedClock(pageA, 'internet gremlins', () => pageA.goto('/notifications'));
    await expectToast(pageA, 'Oops!', 'Looks like the internet gremlins ate your notifications!');
    // At most 4.9 s of the page's time since it came, then at least 5.3 s: it stays 5 s, then 0.2 s to leave.
    await pageA.clock.runFor(4_800);
    await expect(gremlins).toBeVisible();
    await pageA.clock.runFor(500);
    await expect(gremlins).toHaveCount(0);
    await pageA.clock.resume();
    await pageA.unroute('**/api/notifications');
  });
});
