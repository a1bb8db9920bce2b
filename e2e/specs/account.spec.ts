import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { totpCode } from '@threads/server/test-support';
import type { Browser, Page } from 'playwright-core';
import { seedUser } from '../src/api.js';
import { baseUrl, launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { waitForMail } from '../src/mail.js';
import { expectToast, logInInBrowser } from '../src/ui.js';

const STEP_MS = 30_000;

async function logInWith(page: Page, user: { username: string; password: string }) {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('accounts: password reset by mail, two-factor sign-in, deletion', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  test('a forgotten password is reset from the link in a real mail', async () => {
    const user = await seedUser('forgetful');
    const page = await newPage(browser);
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email address').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    const mail = await waitForMail(user.email);
    assert.equal(mail.subject, 'Reset your password');
    const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
    assert.ok(link, `a reset link in the mail: ${mail.text}`);
    assert.ok(link.startsWith(baseUrl), `the link points at this server: ${link}`);

    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('a brand new secret');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectToast(page, 'Success', 'Your password has been changed. Log in with the new one.');
    await page.waitForURL('**/auth');

    await logInWith(page, user);
    await expectToast(page, 'Error', 'Invalid username or password');
    await logInInBrowser(page, { username: user.username, password: 'a brand new secret' });

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('yet another secret');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectToast(page, 'Error', 'This reset link is invalid or has expired.');
    await page.context().close();
  });

  test('turning on two-factor sign-in asks for a code at the next login', async () => {
    const user = await seedUser('careful');
    const page = await newPage(browser);
    await logInInBrowser(page, user);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(section.getByText('Two-factor sign-in is off.')).toBeVisible();
    await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = (await section.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    assert.match(secret, /^[A-Z2-7]{16,}$/);
    await section.getByLabel('Code').fill(totpCode(secret, Date.now()));
    await section.getByRole('button', { name: 'Turn on' }).click();
    await expectToast(page, 'Success', 'Two-factor sign-in is on');
    await expect(section.getByRole('button', { name: 'Copy recovery codes' })).toBeVisible();

    // After a reload the section still knows: the server says so on my own profile.
    await page.reload();
    await expect(section.getByText(/Two-factor sign-in is on/)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Turn off' })).toBeVisible();
    assert.equal(await section.getByRole('button', { name: 'Set up two-factor sign-in' }).count(), 0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');
    await logInWith(page, user);
    const codeField = page.getByLabel('Two-factor code');
    await expect(codeField).toBeVisible();
    assert.equal(new URL(page.url()).pathname, '/auth');
    await codeField.fill('000000');
    await page.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Error', 'Invalid two-factor code');
    assert.equal(new URL(page.url()).pathname, '/auth');
    // The code that turned it on is spent; the next step's code is within the ±1 step the server allows.
    await codeField.fill(totpCode(secret, Date.now() + STEP_MS));
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  test('deleting the account, once confirmed, removes the profile and the login', async () => {
    const user = await seedUser('leaving');
    const page = await newPage(browser);
    await logInInBrowser(page, user);
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Delete account' });
    await form.getByLabel('Password', { exact: true }).fill(user.password);
    await form.getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete your account for good?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    assert.equal((await fetch(`${baseUrl}/api/users/profile/${user.username}`)).status, 200);

    await form.getByRole('button', { name: 'Delete account' }).click();
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expectToast(page, 'Success', 'Your account has been deleted');
    await page.waitForURL('**/auth');
    assert.equal(await page.evaluate(() => localStorage.getItem('user-threads')), null);

    assert.equal((await fetch(`${baseUrl}/api/users/profile/${user.username}`)).status, 404);
    await logInWith(page, user);
    await expectToast(page, 'Error', 'Invalid username or password');
    assert.equal(new URL(page.url()).pathname, '/auth');
    await page.context().close();
  });
});
