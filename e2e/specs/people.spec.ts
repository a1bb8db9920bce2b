import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { follow, request, type SeedUser, seedPost, seedUser, uniqueName } from '../src/api.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { makePng } from '../src/png.js';
import { appTookOver, expectToast, signUpInBrowser } from '../src/ui.js';

describe('people: suggestions, profiles, follower lists, search, profile edit', () => {
  let browser: Browser;
  let page: Page;
  let star: SeedUser;
  const username = uniqueName('fan');

  before(async () => {
    browser = await launchBrowser();
    star = await seedUser('star', { name: 'Shining Star' });
    await request(star, 'PUT', `/api/users/update/${star._id}`, { bio: 'I post about the sky.' });
    await seedPost(star, 'A post by the star');
    // A friend of a friend tops the suggestions, however many people other specs sign up meanwhile.
    const bridge = await seedUser('bridge');
    await seedUser('stranger');
    await follow(bridge, star);
    page = await newPage(browser);
    await signUpInBrowser(page, {
      name: 'Big Fan',
      username,
      email: `${username}@example.com`,
      password: 'password123',
    });
    await page.evaluate(async (id) => {
      await fetch(`/api/users/follow/${id}`, { method: 'POST' });
    }, bridge._id);
    await page.reload();
    await appTookOver(page);
  });
  after(() => browser.close());

  test('following from the suggestions fills the feed and flips the button everywhere', async () => {
    const suggestions = page.getByTestId('suggested-users');
    const row = suggestions.getByTestId('user-row').filter({ hasText: star.username });
    await expect(row).toContainText('Shining Star');
    await row.getByRole('button', { name: `Follow ${star.username}` }).click();
    await expectToast(page, 'Success', 'Followed Shining Star');
    await expect(row.getByRole('button', { name: `Unfollow ${star.username}` })).toBeVisible();
    await expect(page.getByTestId('post-card').filter({ hasText: 'A post by the star' })).toBeVisible();

    await page.goto(`/${star.username}`);
    await expect(page.getByRole('button', { name: `Unfollow ${star.username}` })).toBeVisible();
    await expect(page.getByRole('link', { name: '2 followers' })).toBeVisible();
  });

  test('a profile shows the card, the posts and a replies tab; the follower list has both tabs', async () => {
    await page.goto(`/${star.username}`);
    await appTookOver(page);
    await expect(page.getByRole('heading', { name: 'Shining Star' })).toBeVisible();
    await expect(page.getByText(`@${star.username}`)).toBeVisible();
    await expect(page.getByText('I post about the sky.')).toBeVisible();
    await expect(page.getByTestId('post-card').filter({ hasText: 'A post by the star' })).toBeVisible();
    await page.getByRole('tab', { name: 'Replies' }).click();
    await expect(page.getByText("This user hasn't replied to anything yet.")).toBeVisible();

    await page.getByRole('button', { name: 'Enlarge profile picture' }).click();
    await expect(page.getByRole('dialog', { name: 'Shining Star' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: '2 followers' }).click();
    await page.waitForURL(`**/${star.username}/followerlist`);
    await expect(page.getByRole('heading', { name: `@${star.username}` })).toBeVisible();
    await expect(page.getByTestId('user-row').filter({ hasText: username })).toBeVisible();
    await page.getByRole('tab', { name: 'Following' }).click();
    await expect(page.getByText('No following people found.')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === `/${star.username}`);

    await page.goto(`/${username}/followerlist`);
    await expect(page.getByText('No followers found.')).toBeVisible();
  });

  test('copy link puts the profile address on the clipboard', async () => {
    await page.goto(`/${star.username}`);
    await appTookOver(page);
    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    await expectToast(page, 'Success', 'Profile link copied.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.ok(copied.endsWith(`/${star.username}`), copied);
  });

  test('a missing user is not found', async () => {
    await page.goto('/nobodyatallhere');
    await expect(page.getByRole('heading', { name: 'Oops! User not found.' })).toBeVisible();
  });

  test('search finds users by prefix as you type and says when nobody matches', async () => {
    await page.goto('/search');
    const box = page.getByPlaceholder('Search for a user');
    await box.fill(star.username.slice(0, 6));
    const result = page.getByTestId('search-results').getByTestId('user-row').filter({ hasText: star.username });
    await expect(result).toContainText('I post about the sky.');
    await box.fill(username);
    await expect(page.getByTestId('search-results')).toContainText("This user hasn't added a bio yet.");
    await box.fill('zzqqxxnobody');
    await expect(page.getByText('Sorry, User Not Found')).toBeVisible();
    // Suggestions show only while the box is empty (issue 34), never beside results.
    await expect(page.getByTestId('suggested-users')).toHaveCount(0);
    await box.fill('');
    await expect(page.getByTestId('suggested-users')).toBeVisible();
  });

  test('the profile edit changes the avatar and the bio', async () => {
    await page.goto(`/${username}`);
    await page.getByRole('link', { name: 'Update Profile' }).click();
    await page.waitForURL('**/update');
    await expect(page.getByRole('heading', { name: 'User Profile Edit' })).toBeVisible();
    await page.locator('input[type=file]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: makePng(300, 300, [200, 60, 90]),
    });
    await expect(page.getByRole('img', { name: 'New profile' })).toBeVisible();
    await page.getByLabel('Bio').fill('Fan of stars.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Success', 'Profile updated successfully');
    await page.waitForURL((url) => url.pathname === `/${username}`);
    await expect(page.getByText('Fan of stars.')).toBeVisible();
    const avatar = page.getByRole('button', { name: 'Enlarge profile picture' }).getByRole('img');
    assert.match((await avatar.getAttribute('src')) ?? '', /^\/media\//);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user-threads') ?? '{}'));
    assert.equal(stored.bio, 'Fan of stars.');
  });

  test('a new email asks for the current password, and only then', async () => {
    await page.goto('/update');
    const current = page.getByLabel('Current password');
    await page.getByLabel('Bio').fill('Still a fan.');
    assert.equal(await current.count(), 0);
    await page.getByLabel('Email address').fill(`${username}.new@example.com`);
    await expect(current).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Enter your current password to change your password or email.')).toBeVisible();
    await current.fill('not my password');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Error', 'Your current password is incorrect.');
    await current.fill('password123');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Success', 'Profile updated successfully');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user-threads') ?? '{}'));
    assert.equal(stored.email, `${username}.new@example.com`);
  });

  test('the home feed loads older posts as you scroll (keyset pages of 20)', async () => {
    const prolific = await seedUser('prolific', { name: 'Pro Lific' });
    for (let n = 1; n <= 25; n++) await seedPost(prolific, `Numbered post ${n}.`);
    await page.evaluate(async (id) => {
      await fetch(`/api/users/follow/${id}`, { method: 'POST' });
    }, prolific._id);
    await page.goto('/');
    await expect(page.getByTestId('post-card').filter({ hasText: 'Numbered post 25.' })).toBeVisible();
    assert.equal(await page.getByTestId('post-card').filter({ hasText: 'Numbered post 1.' }).count(), 0);
    // The drawn page holds five posts and the whole first page comes with hydration: scrolling before it would
    // reach the end of five posts, then stand in the middle of twenty, as a reader does who must scroll on.
    await expect(page.getByTestId('post-card')).toHaveCount(20);
    await page.getByTestId('post-card').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 20_000);
    await expect(page.getByTestId('post-card').filter({ hasText: 'Numbered post 1.' })).toBeVisible();
    await expect(page.getByTestId('post-card').filter({ hasText: 'A post by the star' })).toBeVisible();
  });
});
