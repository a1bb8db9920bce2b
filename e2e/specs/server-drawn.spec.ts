import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { follow, type SeedUser, seedPost, seedUser } from '../src/api.js';
import { baseUrl, launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { makePng } from '../src/png.js';
import { appTookOver, logInInBrowser } from '../src/ui.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/**
 * Before the page's own parsing: adds up the page's layout shifts, keeps what the console says, and holds
 * on to the first post card the parser makes (a string: the test runner's compiler would add helpers to
 * a function that the page does not have).
 */
const WATCH = `
  window.shifts = 0;
  window.consoleLines = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver(() => {
    window.parsedCard ??= document.querySelector('[data-testid="post-card"], [data-testid="open-post"]');
  }).observe(document, { childList: true, subtree: true });
`;

/** The server draws the first screen of the home feed, a profile and a post page; the app takes it over (issue 35). */
describe('first screens drawn by the server', () => {
  let browser: Browser;
  let author: SeedUser;
  let reader: SeedUser;
  let postId: string;

  before(async () => {
    browser = await launchBrowser();
    author = await seedUser('drawn', { name: 'Drawn Author' });
    reader = await seedUser('drawnreader');
    await seedPost(author, 'Older words, drawn by the server');
    postId = (await seedPost(author, 'A picture drawn before the app runs', makePng(400, 300, [30, 120, 200])))._id;
    await follow(reader, author);
  });
  after(() => browser.close());

  /**
   * Opens `path` with the watchers on, until the app has taken the drawn screen over; then whether the post
   * the parser made is still the one on screen (hydrated, not drawn again), and the app answers a click:
   * a logged-in reader's Like, a visitor's profile tabs.
   */
  async function takenOver(page: Page, path: string, loggedIn: boolean) {
    const console: string[] = [];
    page.on('console', (message) => console.push(`${message.type()}: ${message.text()}`));
    await page.addInitScript(WATCH);
    await page.goto(path);
    await appTookOver(page);
    const kept = await page.evaluate(() => {
      const w = window as unknown as { parsedCard: Element | null };
      return w.parsedCard?.isConnected === true;
    });
    if (loggedIn) {
      const like = page.locator('[data-action="like"]').first();
      const liked = await like.getAttribute('aria-pressed');
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', liked === 'true' ? 'false' : 'true');
    } else {
      const replies = page.getByRole('tab', { name: 'Replies' });
      await replies.click();
      await expect(replies).toHaveAttribute('aria-selected', 'true');
    }
    return { console, kept };
  }

  for (const [name, path, loggedIn] of [
    ['the home feed, logged in', '/', true],
    ['a profile, logged out', () => `/${author.username}`, false],
    ['a post page, logged in', () => `/${author.username}/post/${postId}`, true],
  ] as const) {
    test(`${name}: hydrated as drawn, with no warning and no layout shift`, async () => {
      const page = await newPage(browser, PHONE);
      if (loggedIn) await logInInBrowser(page, reader);
      else await page.goto('/auth');
      const { console, kept } = await takenOver(page, typeof path === 'string' ? path : path(), loggedIn);
      assert.ok(kept, 'the post the parser made is the one on screen: hydrated, not drawn again');
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
      assert.ok(shifts <= 0.05, `layout shift ${shifts}`);
      assert.deepEqual(
        console.filter((line) => /hydrat|mismatch|did not match/i.test(line)),
        [],
        'no hydration warning',
      );
      await page.context().close();
    });
  }

  test('without JavaScript the home feed (logged in), a profile and a post page show their posts', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false, ...PHONE });
    const [name, value] = reader.cookie.split('=');
    await context.addCookies([{ name: name ?? 'session', value: value ?? '', url: baseUrl }]);
    const page = await context.newPage();
    for (const path of ['/', `/${author.username}`, `/${author.username}/post/${postId}`]) {
      await page.goto(path);
      await expect(page.getByText('A picture drawn before the app runs')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Post attachment' })).toBeVisible();
    }
    await page.goto('/');
    await expect(page.getByText('Older words, drawn by the server')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Bottom navigation' })).toBeVisible();
    await context.close();
  });
});
