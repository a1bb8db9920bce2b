import { after, before, describe, test } from 'node:test';
import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { follow, type SeedUser, seedPost, seedUser } from '../src/api.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { appTookOver, expectToast, logInInBrowser } from '../src/ui.js';

const SCREENS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' as const },
  desktop: { viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' as const },
};
const SERVER_ERROR = { status: 500, contentType: 'application/json', body: '{"error":"Something went wrong"}' };

const failed = (page: Page, what: string) => page.getByRole('alert').filter({ hasText: `Couldn't load ${what}` });
const banner = (page: Page) => page.getByTestId('connection-banner');

/** Goes to my own profile the way a person does, so its posts are asked of the server (not the page's copy). */
async function openMyProfile(page: Page, screen: keyof typeof SCREENS) {
  await page.goto('/search');
  if (screen === 'phone') await page.getByTestId('bottom-bar').getByRole('link', { name: 'Profile' }).click();
  else await page.getByRole('link', { name: 'Your profile' }).click();
}

for (const screen of ['phone', 'desktop'] as const) {
  describe(`failures never look like empty content (${screen})`, () => {
    let browser: Browser;
    let page: Page;
    let me: SeedUser;

    before(async () => {
      browser = await launchBrowser();
      me = await seedUser('fails');
      const friend = await seedUser('failsf');
      await follow(me, friend);
      await seedPost(me, 'My only post');
      await seedPost(friend, 'A friend writes');
      page = await newPage(browser, SCREENS[screen]);
      await logInInBrowser(page, me);
    });
    after(() => browser.close());

    test('profile posts that fail to load say so with Try again, never "hasn\'t posted anything yet"', async () => {
      await page.route('**/api/posts/user/*', (route) => route.fulfill(SERVER_ERROR));
      await openMyProfile(page, screen);
      await expect(failed(page, 'posts')).toBeVisible();
      await expectToast(page, 'Error', 'Something went wrong');
      await expect(page.getByText("This user hasn't posted anything yet.")).toHaveCount(0);
      await page.unroute('**/api/posts/user/*');
      await failed(page, 'posts').getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByText('My only post')).toBeVisible();
      await expect(failed(page, 'posts')).toHaveCount(0);
    });

    test('with no answer at all, the feed says why in plain words and a thin banner shows until it is back', async () => {
      await page.goto('/search');
      await page.route(/\/api\/posts\/feed(\?|$)/, (route) => route.abort('connectionrefused'));
      await page.getByRole('link', { name: 'Home' }).first().click();
      await expect(failed(page, 'your feed')).toBeVisible();
      await expect(failed(page, 'your feed')).toContainText("Couldn't reach the server");
      await expectToast(page, 'Error', "Couldn't reach the server");
      await expect(page.getByText('Failed to fetch')).toHaveCount(0);
      await expect(banner(page)).toContainText("Couldn't reach the server");
      await expect(page.getByText('Follow some users to see the feed')).toHaveCount(0);
      await page.unroute(/\/api\/posts\/feed(\?|$)/);
      await failed(page, 'your feed').getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByText('A friend writes')).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
    });

    test('replies that fail to load say so under the post, never "No replies yet."', async () => {
      const post = await seedPost(me, 'A post with replies');
      await page.route(/\/api\/posts\/\w+\/thread/, (route) => route.fulfill(SERVER_ERROR));
      // From the profile, so the thread is asked of the server (a post page carries its own first answers).
      await page.goto(`/${me.username}`);
      await appTookOver(page);
      await page.getByText('A post with replies').click();
      await page.waitForURL(`**/post/${post._id}`);
      await expect(failed(page, 'replies')).toBeVisible();
      await expect(page.getByText('No replies yet.')).toHaveCount(0);
      await page.unroute(/\/api\/posts\/\w+\/thread/);
      await failed(page, 'replies').getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByText('No replies yet.')).toBeVisible();
    });

    test('notifications, conversations and people search fail in place too', async () => {
      await page.route('**/api/notifications', (route) => route.fulfill(SERVER_ERROR));
      await page.goto('/notifications');
      await expect(failed(page, 'notifications')).toBeVisible();
      await expectToast(page, 'Oops!', 'Looks like the internet gremlins ate your notifications!');
      await expect(page.getByText("You're all caught up! No more notifications to bug you.")).toHaveCount(0);
      await page.unroute('**/api/notifications');
      await failed(page, 'notifications').getByRole('button', { name: 'Try again' }).click();
      await expect(failed(page, 'notifications')).toHaveCount(0);

      await page.route(/\/api\/messages\/conversations/, (route) => route.fulfill(SERVER_ERROR));
      await page.goto('/chat');
      await expect(failed(page, 'your conversations')).toBeVisible();
      await expectToast(page, 'Error', 'Failed to fetch conversations');
      await expect(page.getByText('No messages yet')).toHaveCount(0);
      await page.unroute(/\/api\/messages\/conversations/);

      await page.route(/\/api\/users\/search/, (route) => route.fulfill(SERVER_ERROR));
      await page.goto('/search');
      await page.getByRole('searchbox').fill(me.username);
      await expect(failed(page, 'people')).toBeVisible();
      await expect(page.getByText('Sorry, User Not Found')).toHaveCount(0);
      await page.unroute(/\/api\/users\/search/);
      await failed(page, 'people').getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByTestId('search-results').getByText(me.username).first()).toBeVisible();
    });

    test('offline, a banner says so and an action fails with "You\'re offline"; back online it goes', async () => {
      await page.goto('/');
      await expect(page.getByText('A friend writes')).toBeVisible();
      await page.context().setOffline(true);
      await expect(banner(page)).toContainText("You're offline");
      const card = page.getByTestId('post-card').filter({ hasText: 'A friend writes' });
      await card.getByRole('button', { name: 'Like' }).click();
      await expectToast(page, 'Error', "You're offline");
      await page.context().setOffline(false);
      await expect(banner(page)).toHaveCount(0);
    });

    test('a lost socket that cannot come back shows the banner after a moment, and it goes on reconnect', async () => {
      const routed: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
      const handshake = /\/socket\.io\/\?.*transport=polling/;
      await page.routeWebSocket(/\/socket\.io\//, (ws) => {
        routed.push({ page: ws, server: ws.connectToServer() });
      });
      try {
        // The socket moves from HTTP polling onto its WebSocket (the client's upgrade packet, `5`).
        const upgraded = new Promise<void>((resolve) => {
          page.on('websocket', (ws) => ws.on('framesent', ({ payload }) => payload === '5' && resolve()));
        });
        await page.goto('/');
        await expect(page.getByText('A friend writes')).toBeVisible();
        await upgraded;
        await page.route(handshake, (route) => route.abort());
        for (const side of routed) {
          await side.page.close();
          await side.server.close();
        }
        await expect(banner(page)).toContainText("Couldn't reach the server");
        await page.unroute(handshake);
        await expect(banner(page)).toHaveCount(0);
      } finally {
        await page.unrouteAll();
      }
    });
  });
}
