import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page, Request } from 'playwright-core';
import { follow, type SeedUser, seedPost, seedUser } from '../src/api.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { eventually, expect } from '../src/expect.js';
import { makePng } from '../src/png.js';
import { logInInBrowser } from '../src/ui.js';

// No service worker: every request of a reload reaches the network, where the test can hold it.
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
} as const;

/**
 * Every place the second post is drawn at, from its first frame on (a string: the test runner's
 * compiler would add helpers to a function that the page does not have).
 */
const TRACK_SECOND_POST = `
  window.secondPostTops = [];
  (function track() {
    const second = document.querySelectorAll('[data-testid="post-card"]')[1];
    const top = second ? second.getBoundingClientRect().top + window.scrollY : undefined;
    if (top !== undefined && top !== window.secondPostTops.at(-1)) window.secondPostTops.push(top);
    requestAnimationFrame(track);
  })();
`;

/** The first visit's order of work on the home feed (issue 24): what the largest paint waits for. */
describe('first load of the home feed on a 390-px phone', () => {
  let browser: Browser;
  let page: Page;
  let reader: SeedUser;
  const posts = () => page.getByTestId('post-card');

  before(async () => {
    browser = await launchBrowser();
    const author = await seedUser('firstload', { name: 'First Load Author' });
    reader = await seedUser('flreader');
    // People the reader does not follow, to be suggested.
    for (let i = 0; i < 3; i++) await seedUser('flsuggest');
    for (const [i, colour] of [
      [0, 200],
      [1, 90],
    ] as const) {
      await seedPost(author, `Harbour at dawn, photo ${i}`, makePng(400, 300, [colour, 120, 60]));
    }
    await follow(reader, author);
    page = await newPage(browser, PHONE);
    await logInInBrowser(page, reader);
    await expect(posts()).toHaveCount(2);
  });
  after(() => browser.close());

  test("the page brings the feed, the home screen's code and the first image: the feed is never asked for", async () => {
    const feedRequests: string[] = [];
    // The first page; the list may go on to ask for the next one.
    const onRequest = (sent: Request) => {
      const url = new URL(sent.url());
      if (url.pathname === '/api/posts/feed' && !url.search) feedRequests.push(sent.url());
    };
    page.on('request', onRequest);
    const response = await page.goto('/');
    await expect(posts()).toHaveCount(2);
    page.off('request', onRequest);
    const html = (await response?.text()) ?? '';
    const firstImage = await posts().first().getByRole('img', { name: 'Post attachment' }).getAttribute('src');
    assert.match(html, /<link rel="modulepreload" crossorigin href="\/assets\/home-[\w-]+\.js"/);
    assert.ok(html.includes(`<link rel="preload" as="image" href="${firstImage}" fetchpriority="high"`));
    assert.deepEqual(feedRequests, [], 'the feed came with the page');
  });

  test("a page without its answers (the service worker's copy) asks for the feed while the home code loads, once", async () => {
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const original = await route.fetch();
        const body = (await original.text())
          .replace(/<script type="application\/json" id="first-screen">.*?<\/script>/s, '')
          .replace(/<div id="root">.*<\/div>(\s*<\/body>)/s, '<div id="root"></div>$1');
        await route.fulfill({ response: original, body });
      },
    );
    const feedRequests: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname === '/api/posts/feed' && !url.search) feedRequests.push(sent.url());
    });
    let feedAskedFirst = false;
    await page.route(/\/assets\/home-[\w-]+\.js$/, async (route) => {
      feedAskedFirst = await eventually(
        () => 'no feed request while the home code was held',
        async () => feedRequests.length > 0,
        5_000,
      ).then(
        () => true,
        () => false,
      );
      await route.continue();
    });
    await page.goto('/');
    await expect(posts()).toHaveCount(2);
    await page.unrouteAll();
    assert.equal(feedAskedFirst, true, 'the feed request waited for the home screen code');
    assert.equal(feedRequests.length, 1, 'the feed was asked for once');
  });

  test('the first image loads at once, with high priority; suggestions coming late move nothing', async () => {
    await page.addInitScript({ content: TRACK_SECOND_POST });
    await page.route('**/api/users/suggested', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/');
    await expect(posts()).toHaveCount(2);
    await expect(page.getByTestId('suggested-users').getByTestId('user-row')).toBeVisible();
    await page.unroute('**/api/users/suggested');
    const firstImage = posts().first().getByRole('img', { name: 'Post attachment' });
    assert.equal(await firstImage.getAttribute('loading'), 'eager');
    assert.equal(await firstImage.getAttribute('fetchpriority'), 'high');
    assert.equal(await posts().nth(1).getByRole('img', { name: 'Post attachment' }).getAttribute('loading'), 'lazy');
    const tops = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) =>
          requestAnimationFrame(() => resolve((window as unknown as { secondPostTops: number[] }).secondPostTops)),
        ),
    );
    assert.equal(tops.length, 1, `the second post moved while the page loaded: ${tops.join(' → ')} px`);
  });

  test('logging in as someone else on a page that came with a feed shows their own feed', async () => {
    const other = await seedUser('flother');
    await seedPost(other, 'Only my own words');
    // The cookie stays, the app forgets who is logged in: the page still carries the reader's feed.
    await page.evaluate(() => localStorage.removeItem('user-threads'));
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByLabel('Username').fill(other.username);
    await page.getByLabel('Password', { exact: true }).fill(other.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(posts()).toHaveCount(1);
    await expect(posts().first()).toContainText('Only my own words');
  });
});
