import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { follow, request, type SeedUser, seedPost, seedUser } from '../src/api.js';
import { expectNoSeriousA11yIssues } from '../src/axe.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { makePng } from '../src/png.js';
import { logInInBrowser } from '../src/ui.js';

describe('accessibility: axe-core finds no serious or critical issue', () => {
  let browser: Browser;
  let page: Page;
  let me: SeedUser;
  let other: SeedUser;
  let postId: string;

  before(async () => {
    browser = await launchBrowser();
    me = await seedUser('axe', { name: 'Axe Tester' });
    other = await seedUser('axeother', { name: 'Other Person' });
    await follow(me, other);
    await follow(other, me);
    postId = (await seedPost(other, 'A picture for the accessibility check', makePng(400, 300, [90, 160, 60])))._id;
    await request(me, 'PUT', `/api/posts/reply/${postId}`, { text: 'A reply to check' });
    await seedPost(me, 'My own words @axeother https://example.com');
    page = await newPage(browser, { bypassCSP: true });
  });
  after(() => browser.close());

  const screens = (): Array<[string, string, () => Promise<void>]> => [
    ['/auth', 'login', () => expect(page.getByRole('heading', { name: 'Login' })).toBeVisible()],
    [
      '/auth',
      'signup',
      async () => {
        await page.getByRole('button', { name: 'Sign up' }).click();
        await page.getByRole('button', { name: 'Sign up' }).click();
        await expect(page.getByRole('alert').first()).toBeVisible();
      },
    ],
  ];

  const loggedInScreens = (): Array<[string, string, () => Promise<void>]> => [
    ['/', 'home', () => expect(page.getByTestId('post-card').first()).toBeVisible()],
    [
      '/',
      'create-post dialog',
      async () => {
        await page.getByRole('button', { name: 'Create post' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    ],
    [`/${other.username}`, 'profile', () => expect(page.getByTestId('post-card').first()).toBeVisible()],
    [`/${other.username}/post/${postId}`, 'post page', () => expect(page.getByTestId('reply').first()).toBeVisible()],
    [
      '/search',
      'search',
      async () => {
        await page.getByPlaceholder('Search for a user').fill('axe');
        await expect(page.getByTestId('search-results').getByTestId('user-row').first()).toBeVisible();
      },
    ],
    [`/${me.username}/followerlist`, 'follower list', () => expect(page.getByTestId('user-row').first()).toBeVisible()],
    ['/update', 'profile edit', () => expect(page.getByRole('heading', { name: 'User Profile Edit' })).toBeVisible()],
    ['/settings', 'settings', () => expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible()],
  ];

  // Dark (the default) gets every rule; light changes only colours, so it gets the contrast rule.
  for (const mode of ['dark', 'light'] as const) {
    const rules = mode === 'dark' ? undefined : ['color-contrast'];
    test(`every screen in ${mode} mode`, async () => {
      await page.goto('/auth');
      await page.evaluate((m) => localStorage.setItem('threads-color-mode', m), mode);
      for (const [path, name, ready] of screens()) {
        await page.goto(path);
        await ready();
        await expectNoSeriousA11yIssues(page, `${name} (${mode})`, rules);
      }
      await logInInBrowser(page, me);
      for (const [path, name, ready] of loggedInScreens()) {
        await page.goto(path);
        await ready();
        await expectNoSeriousA11yIssues(page, `${name} (${mode})`, rules);
      }
      await page.goto('/settings');
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/auth');
    });
  }
});
