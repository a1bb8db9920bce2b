import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { seedUser, uniqueName } from '../src/api.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { expectToast, logInInBrowser, signUpInBrowser } from '../src/ui.js';

describe('signing up and logging in', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  test('logged-out visitors are sent to /auth, which starts at login', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    await page.waitForURL('**/auth');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await page.context().close();
  });

  test('signup shows the client validation messages of CONTRACT §5', async () => {
    const page = await newPage(browser);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('Full name').fill('Val Idation');
    await page.getByLabel('Username').fill('1abc');
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Username cannot start with a number.')).toBeVisible();

    await page.getByLabel('Username').fill('Abc_d');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Username must be lowercase and contain no special characters.')).toBeVisible();
    await page.context().close();
  });

  test('a new user signs up, lands on the empty feed and is kept across reloads', async () => {
    const page = await newPage(browser);
    const username = uniqueName('newbie');
    await signUpInBrowser(page, {
      name: 'New Bie',
      username,
      email: `${username}@example.com`,
      password: 'password123',
    });
    await expect(page.getByText('Follow some users to see the feed')).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('user-threads'));
    if (!stored?.includes(username)) throw new Error('the user is not kept in localStorage user-threads');
    await page.reload();
    await expect(page.getByText('Follow some users to see the feed')).toBeVisible();
    await page.goto('/auth');
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  test('a refused login shows the server message as a toast and on /auth; the password can be shown', async () => {
    const user = await seedUser('login');
    const page = await newPage(browser);
    await page.goto('/auth');
    await page.getByLabel('Username').fill(user.username);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('wrong-password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Error', 'Invalid username or password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();

    await logInInBrowser(page, user);
    await page.context().close();
  });

  test('a server-side signup error is shown as a toast', async () => {
    const taken = await seedUser('taken');
    const page = await newPage(browser);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('Full name').fill('Copy Cat');
    await page.getByLabel('Username').fill(taken.username);
    await page.getByLabel('Email address').fill(`${uniqueName('copy')}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expectToast(page, 'Error', 'Username is already taken.');
    await page.context().close();
  });
});
