import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { follow, type SeedUser, seedPost, seedUser } from '../src/api.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { Touch } from '../src/touch.js';
import { logInInBrowser, openLiveFeed } from '../src/ui.js';

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block' as const,
};
const FEED_REQUEST = /\/api\/posts\/feed(\?|$)/;
const SOCKET_HANDSHAKE = /\/socket\.io\/\?.*transport=polling/;

/** Counts the requests for the feed's first page that the page makes from now on. */
function countFirstPageRequests(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/posts/feed' && url.search === '') count++;
  });
  return () => count;
}

describe('a live home feed: new-posts pill, end marker, failed loads, pull-to-refresh', () => {
  let browser: Browser;
  let page: Page;
  let me: SeedUser;
  let friend: SeedUser;

  before(async () => {
    browser = await launchBrowser();
    me = await seedUser('lfme');
    friend = await seedUser('lffriend');
    await follow(me, friend);
    await seedPost(friend, 'Already in the feed');
    page = await newPage(browser, { serviceWorkers: 'block' });
    await logInInBrowser(page, me);
  });
  after(() => browser.close());

  const post = (p: Page, text: string) => p.getByTestId('post-card').filter({ hasText: text });
  const pill = (p: Page) => p.getByRole('button', { name: /^New posts/ });

  test("a friend's new posts raise one pill without fetching; tapping it shows them at the top", async () => {
    await openLiveFeed(page);
    await expect(page.getByText("You're all caught up")).toBeVisible();
    const feedRequests = countFirstPageRequests(page);

    for (const text of ['Fresh from a friend', 'And another', 'And a third']) await seedPost(friend, text);
    await expect(pill(page)).toBeVisible();
    await expect(pill(page)).toContainText('New posts');
    await page.waitForTimeout(500);
    assert.equal(feedRequests(), 0, 'a burst of posts fetches nothing until the pill is tapped');
    await expect(post(page, 'Fresh from a friend')).toHaveCount(0);

    await pill(page).click();
    await expect(page.getByTestId('post-card').first()).toContainText('And a third');
    await expect(post(page, 'Fresh from a friend')).toBeVisible();
    await expect(pill(page)).toBeHidden();
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    assert.equal(feedRequests(), 1, 'tapping the pill reads the first page once');
  });

  test('my own posts never raise the pill', async () => {
    await openLiveFeed(page);
    await seedPost(me, 'Written by me');
    await seedPost(friend, 'Friend after mine');
    await expect(pill(page)).toBeVisible();
    await pill(page).click();
    await expect(post(page, 'Friend after mine')).toBeVisible();
    await seedPost(me, 'Mine again');
    await page.waitForTimeout(1000);
    await expect(pill(page)).toHaveCount(0);
  });

  test('a post made while the connection was lost raises the pill once the socket is back', async () => {
    const routed: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      routed.push({ page: ws, server: ws.connectToServer() });
    });
    try {
      await openLiveFeed(page);
      await expect(post(page, 'Friend after mine')).toBeVisible();
      // The connection drops and cannot come back (its HTTP handshake fails) while the friend posts.
      await page.route(SOCKET_HANDSHAKE, (route) => route.abort());
      for (const { page: side, server } of routed) {
        await side.close();
        await server.close();
      }
      await seedPost(friend, 'Posted while I was offline');
      await page.waitForTimeout(1500);
      await expect(pill(page)).toHaveCount(0);

      await page.unroute(SOCKET_HANDSHAKE);
      await expect(pill(page)).toBeVisible();
      await pill(page).click();
      await expect(post(page, 'Posted while I was offline')).toBeVisible();
    } finally {
      await page.unrouteAll();
    }
  });

  test('says "You\'re all caught up" after the last page', async () => {
    await page.goto('/');
    await expect(post(page, 'Already in the feed')).toBeVisible();
    await page.mouse.wheel(0, 5000);
    await expect(page.getByText("You're all caught up")).toBeVisible();
  });

  test('a failed load shows "Couldn\'t load your feed" with Try again, never the empty-feed text, and Try again recovers', async () => {
    // A full load of / carries the feed inside the page: come from another screen, so the feed is asked for.
    await page.goto('/search');
    await page.route(FEED_REQUEST, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Something went wrong"}' }),
    );
    await page.getByRole('link', { name: 'Home' }).click();
    const failed = page.getByRole('alert').filter({ hasText: "Couldn't load your feed" });
    await expect(failed).toBeVisible();
    await expect(page.getByText('Follow some users to see the feed')).toHaveCount(0);
    await expect(page.getByText("You're all caught up")).toHaveCount(0);

    await page.unroute(FEED_REQUEST);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(post(page, 'Already in the feed')).toBeVisible();
    await expect(failed).toHaveCount(0);
  });

  test('on a 390-px touch screen, pulling the feed down at the top refetches it, with an indicator', async () => {
    const phone = await newPage(browser, PHONE);
    try {
      await logInInBrowser(phone, me);
      await expect(post(phone, 'Already in the feed')).toBeVisible();
      await seedPost(friend, 'Pulled in by a finger');
      // A slow answer, so the indicator can be seen while it refreshes.
      await phone.route(FEED_REQUEST, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      const feedRequests = countFirstPageRequests(phone);
      const touch = await Touch.on(phone);
      await touch.swipe({ x: 195, y: 250 }, 0, 300);
      await expect(phone.getByTestId('pull-indicator')).toContainText('Refreshing…');
      await expect(post(phone, 'Pulled in by a finger')).toBeVisible();
      await expect(phone.getByTestId('pull-indicator')).toBeHidden();
      assert.equal(feedRequests(), 1);

      // A pull that does not go far enough does nothing.
      await touch.swipe({ x: 195, y: 300 }, 0, 60);
      await phone.waitForTimeout(1000);
      assert.equal(feedRequests(), 1);
    } finally {
      await phone.context().close();
    }
  });
});
