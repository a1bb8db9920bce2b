import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { runAdminCommand } from '../src/admin.js';
import { follow, request, type SeedUser, seedPost, seedUser, uniqueName } from '../src/api.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { appTookOver, expectToast, logInInBrowser, signUpInBrowser, waitForToastsToGo } from '../src/ui.js';

/** The browser's own session as an API caller, to set up the world without extra sign-ups. */
async function sessionOf(page: Page, user: Omit<SeedUser, 'cookie' | '_id'>): Promise<SeedUser> {
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'session');
  assert.ok(session, 'the browser has a session cookie');
  const cookie = `session=${session.value}`;
  const me = await request<{ _id: string }>({ ...user, _id: '', cookie }, 'GET', `/api/users/profile/${user.username}`);
  return { ...user, _id: me.body._id, cookie };
}

describe('safety: block, mute, muted words, report, moderation', () => {
  let browser: Browser;
  let page: Page;
  let alice: SeedUser;
  let bob: SeedUser;
  let carl: SeedUser;
  let dora: SeedUser;
  const aliceName = uniqueName('alice');

  before(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    const credentials = {
      name: 'Alice Safe',
      username: aliceName,
      email: `${aliceName}@example.com`,
      password: 'password123',
    };
    await signUpInBrowser(page, credentials);
    alice = await sessionOf(page, credentials);
    bob = await seedUser('bob', { name: 'Bob Blocked' });
    carl = await seedUser('carl', { name: 'Carl Muted' });
    dora = await seedUser('dora', { name: 'Dora Reported' });
    for (const person of [bob, carl, dora]) await follow(alice, person);
    await follow(bob, alice);
    await seedPost(alice, 'Alice thinks out loud');
    await seedPost(bob, 'Bob was here');
    await seedPost(carl, 'Carl talks too much');
    await seedPost(dora, 'Who else watched the Finale last night?');
    await seedPost(dora, 'Buy cheap followers at my site');
    await page.reload();
    await appTookOver(page);
  });
  after(() => browser.close());

  const card = (text: string) => page.getByTestId('post-card').filter({ hasText: text });

  async function openMenu(text: string) {
    await card(text).getByRole('button', { name: 'Post options' }).click();
  }

  test('A blocks B from a post menu, and neither sees the other in feeds, profiles or search', async () => {
    const bobPage = await newPage(browser);
    await logInInBrowser(bobPage, bob);
    const bobsCard = bobPage.getByTestId('post-card').filter({ hasText: 'Alice thinks out loud' });
    await expect(bobsCard).toBeVisible();

    await expect(card('Bob was here')).toBeVisible();
    await openMenu('Bob was here');
    await page.getByRole('menuitem', { name: `Block @${bob.username}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Block @${bob.username}?` });
    await confirm.getByRole('button', { name: 'Block' }).click();
    await expectToast(page, 'Success', `Blocked @${bob.username}`);
    await expect(card('Bob was here')).toHaveCount(0);
    await expect(card('Carl talks too much')).toBeVisible();

    // The blocker still reaches the profile, to unblock; its posts are not shown.
    await page.goto(`/${bob.username}`);
    await expect(page.getByRole('button', { name: `Unblock ${bob.username}` })).toBeVisible();
    await expect(page.getByTestId('blocked-notice')).toBeVisible();
    assert.equal(await page.getByRole('button', { name: `Follow ${bob.username}` }).count(), 0);
    await page.goto('/search');
    await page.getByPlaceholder('Search for a user').fill(bob.username);
    await expect(page.getByText('Sorry, User Not Found')).toBeVisible();

    // The blocked person loses the blocker everywhere: feed, profile (404) and search.
    await bobPage.reload();
    await expect(bobPage.getByTestId('post-card').filter({ hasText: 'Bob was here' })).toBeVisible();
    assert.equal(await bobsCard.count(), 0);
    await bobPage.goto(`/${alice.username}`);
    await expect(bobPage.getByRole('heading', { name: 'Oops! User not found.' })).toBeVisible();
    await bobPage.goto('/search');
    await bobPage.getByPlaceholder('Search for a user').fill(alice.username);
    await expect(bobPage.getByText('Sorry, User Not Found')).toBeVisible();
    await bobPage.context().close();

    await page.goto('/settings');
    await page.getByRole('link', { name: 'Blocked accounts' }).click();
    await page.waitForURL('**/settings/blocked');
    await expect(page.getByTestId('user-row').filter({ hasText: bob.username })).toBeVisible();
  });

  test('A mutes C and a word, and those posts leave the feed', async () => {
    await page.goto('/');
    await appTookOver(page);
    await expect(card('Carl talks too much')).toBeVisible();
    await openMenu('Carl talks too much');
    await page.getByRole('menuitem', { name: `Mute @${carl.username}` }).click();
    await expectToast(page, 'Success', `Muted @${carl.username}`);
    await expect(card('Carl talks too much')).toHaveCount(0);
    await page.reload();
    await expect(card('Buy cheap followers at my site')).toBeVisible();
    assert.equal(await card('Carl talks too much').count(), 0);
    // Muted, not blocked: the profile and its posts stay reachable.
    await page.goto(`/${carl.username}`);
    await expect(card('Carl talks too much')).toBeVisible();

    await page.goto('/settings');
    await page.getByRole('link', { name: 'Muted words' }).click();
    await page.waitForURL('**/settings/muted-words');
    await expect(page.getByText("You haven't muted any words.")).toBeVisible();
    await page.getByLabel('Word or phrase to mute').fill('finale');
    await page.getByRole('button', { name: 'Add' }).click();
    await expectToast(page, 'Success', 'Muted "finale"');
    await expect(page.getByRole('list', { name: 'Muted words' })).toContainText('finale');

    await page.goto('/');
    await expect(card('Buy cheap followers at my site')).toBeVisible();
    assert.equal(await card('Who else watched the Finale last night?').count(), 0);
    assert.equal(await card('Carl talks too much').count(), 0);

    await page.goto('/settings/muted');
    await expect(page.getByTestId('user-row').filter({ hasText: carl.username })).toBeVisible();
  });

  test('A reports a post and a profile; nobody but an admin has the moderation screen', async () => {
    await page.goto('/');
    await appTookOver(page);
    await openMenu('Buy cheap followers at my site');
    await page.getByRole('menuitem', { name: 'Report post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report post' });
    await dialog.getByRole('radio', { name: /Spam/ }).check();
    await dialog.getByLabel('Note (optional)').fill('Selling fake followers.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expectToast(page, 'Report sent', 'A moderator will review it.');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.goto(`/${dora.username}`);
    await appTookOver(page);
    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitem', { name: `Report @${dora.username}` }).click();
    const profileDialog = page.getByRole('dialog', { name: `Report @${dora.username}` });
    await profileDialog.getByRole('radio', { name: /Harassment/ }).check();
    await profileDialog.getByRole('button', { name: 'Send report' }).click();
    await expectToast(page, 'Report sent', 'A moderator will review it.');

    assert.equal(await page.getByRole('link', { name: 'Moderation' }).count(), 0);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('an admin granted by `npm run admin` removes the post, suspends the author, and the author cannot log in', async () => {
    const moderator = await seedUser('mod', { name: 'Mo Derator' });
    runAdminCommand('grant', moderator.username);
    const admin = await newPage(browser);
    await logInInBrowser(admin, moderator);
    await admin.getByRole('link', { name: 'Moderation' }).click();
    await admin.waitForURL('**/admin');
    await expect(admin.getByRole('heading', { name: 'Moderation' })).toBeVisible();

    const postReport = admin.getByTestId('report').filter({ hasText: 'Buy cheap followers at my site' });
    await expect(postReport).toContainText('Selling fake followers.');
    await expect(postReport).toContainText(`by @${alice.username}`);
    await postReport.getByRole('button', { name: 'Remove post' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expectToast(admin, 'Success', 'Content removed');
    await expect(postReport).toHaveCount(0);

    const userReport = admin
      .getByTestId('report')
      .filter({ hasText: `@${dora.username}` })
      .filter({ hasText: 'Harassment' });
    await userReport.getByRole('button', { name: 'Suspend user' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click();
    await expectToast(admin, 'Success', 'Author suspended');
    await expect(userReport).toHaveCount(0);
    // The toasts sit just below the header, over the tabs.
    await waitForToastsToGo(admin);

    await admin.getByRole('tab', { name: 'Resolved' }).click();
    await expect(admin.getByTestId('report').filter({ hasText: 'Buy cheap followers at my site' })).toBeVisible();
    await admin.getByRole('tab', { name: 'Suspended users' }).click();
    await expect(admin.getByTestId('suspended-user').filter({ hasText: dora.username })).toBeVisible();
    await admin.getByRole('tab', { name: 'Audit log' }).click();
    await expect(admin.getByTestId('audit-entry').first()).toBeVisible();
    await admin.context().close();

    // The suspended account is gone for everyone else.
    await page.goto(`/${dora.username}`);
    await expect(page.getByRole('heading', { name: 'Oops! User not found.' })).toBeVisible();

    const suspended = await newPage(browser);
    await suspended.goto('/auth');
    await suspended.getByLabel('Username').fill(dora.username);
    await suspended.getByLabel('Password', { exact: true }).fill(dora.password);
    await suspended.getByRole('button', { name: 'Login' }).click();
    await expectToast(suspended, 'Error', 'This account has been suspended.');
    assert.equal(new URL(suspended.url()).pathname, '/auth');
    await suspended.context().close();
  });
  test('an admin blocks a server by its domain on the Federation tab, and lifts the block', async () => {
    const moderator = await seedUser('fedmod', { name: 'Fed Mod' });
    runAdminCommand('grant', moderator.username);
    const admin = await newPage(browser);
    await logInInBrowser(admin, moderator);
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: 'Federation' }).click();
    await admin.getByLabel('Domain').fill('spam.example');
    await admin.getByRole('button', { name: 'Apply' }).click();
    await expectToast(admin, 'Success', 'spam.example is blocked');
    const row = admin.getByTestId('known-server').filter({ hasText: 'spam.example' });
    await expect(row.getByText('Blocked', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Unblock' }).click();
    await expectToast(admin, 'Success', 'spam.example is no longer blocked or limited');
    await expect(admin.getByText('No other server has reached us yet.')).toBeVisible();
    await admin.context().close();
  });
});
