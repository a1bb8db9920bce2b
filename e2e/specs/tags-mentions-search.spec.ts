import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type SeedUser, seedPost, seedUser, uniqueName } from '../src/api.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { appTookOver, expectToast, logInInBrowser, signUpInBrowser } from '../src/ui.js';

describe('hashtags, trending, mentions and post search', () => {
  let browser: Browser;
  let page: Page;
  let friend: SeedUser;
  const username = uniqueName('tagger');
  // A tag of this run only, written with a capital: its link and page use it in lower case.
  const tag = uniqueName('sunny');
  const writtenTag = `#${tag[0]?.toUpperCase()}${tag.slice(1)}`;

  before(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await signUpInBrowser(page, {
      name: 'Tag Ger',
      username,
      email: `${username}@example.com`,
      password: 'password123',
    });
    friend = await seedUser('mentioned', { name: 'Men Tioned' });
  });
  after(() => browser.close());

  const card = (text: string) => page.getByTestId('post-card').filter({ hasText: text }).first();

  async function openComposer() {
    await page.getByRole('button', { name: 'Create post' }).click();
    return page.getByRole('dialog');
  }

  async function post(dialog: ReturnType<Page['getByRole']>) {
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expectToast(page, 'Success', 'Post created successfully');
    await expect(page.getByRole('dialog')).toBeHidden();
  }

  test('a #tag in a post links to its page, which lists the post, and the tag trends', async () => {
    const dialog = await openComposer();
    await dialog.getByLabel('Post content').fill(`Sun all day ${writtenTag}!`);
    await post(dialog);

    await card('Sun all day').getByRole('link', { name: writtenTag }).click();
    await page.waitForURL(`**/tag/${tag}`);
    await expect(page.getByRole('heading', { name: `#${tag}`, level: 1 })).toBeVisible();
    await expect(card('Sun all day')).toBeVisible();
    assert.equal(await page.title(), `#${tag} · Threads`);

    // Trending on the search screen, with its count, leading to the tag's page.
    await page.goto('/search');
    const trending = page.getByTestId('trending-tags').getByRole('link', { name: new RegExp(`^#${tag}`) });
    await expect(trending).toContainText('1 post');
    await trending.click();
    await page.waitForURL(`**/tag/${tag}`);
    await expect(card('Sun all day')).toBeVisible();

    // And in the side column beside the home feed on a wide screen.
    await page.goto('/');
    const aside = page.getByRole('complementary', { name: 'Suggestions' });
    await expect(aside.getByTestId('trending-tags').getByRole('link', { name: new RegExp(`^#${tag}`) })).toBeVisible();
  });

  test('an unused tag has an empty page', async () => {
    await page.goto(`/tag/${uniqueName('nothing')}`);
    await expect(page.getByText(/^No posts with #nothing/)).toBeVisible();
  });

  test('@someone picked from the composer’s suggestions is notified, and the mention links to the profile', async () => {
    await page.goto('/');
    await appTookOver(page);
    const dialog = await openComposer();
    const field = dialog.getByLabel('Post content');
    await field.pressSequentially(`Coffee with @${friend.username.slice(0, -2)}`);
    const suggestions = page.getByRole('listbox', { name: 'People to mention' });
    const option = suggestions.getByRole('option', { name: new RegExp(friend.username) });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    await field.press('Enter');
    await expect(suggestions).toBeHidden();
    await expect(field).toHaveValue(`Coffee with @${friend.username} `);
    await field.pressSequentially('soon');
    // Escape closes an open list without closing the dialog.
    await field.pressSequentially(' @men');
    await expect(suggestions).toBeVisible();
    await field.press('Escape');
    await expect(suggestions).toBeHidden();
    await expect(dialog).toBeVisible();
    await field.press('Backspace');
    await field.press('Backspace');
    await field.press('Backspace');
    await field.press('Backspace');
    await field.press('Backspace');
    await expect(field).toHaveValue(`Coffee with @${friend.username} soon`);
    await post(dialog);

    const mention = card('Coffee with').getByRole('link', { name: `@${friend.username}` });
    await expect(mention).toHaveAttribute('href', `/${friend.username}`);
    await mention.click();
    await page.waitForURL(`**/${friend.username}`);
    await expect(page.getByRole('heading', { name: 'Men Tioned' })).toBeVisible();

    const friendPage = await newPage(browser);
    await logInInBrowser(friendPage, friend);
    await friendPage.goto('/notifications');
    const notification = friendPage.getByRole('link', { name: `${username} mentioned you` });
    await notification.click();
    await friendPage.waitForURL(`**/${username}/post/*`);
    await expect(friendPage.getByTestId('post-text')).toHaveText(`Coffee with @${friend.username} soon`);
    await friendPage.context().close();
  });

  test('the reply box suggests people too, picked with a click', async () => {
    const { _id } = await seedPost(friend, 'Reply to me please');
    await page.goto(`/${friend.username}/post/${_id}`);
    await appTookOver(page);
    const form = page.getByTestId('inline-reply');
    const field = form.getByPlaceholder('Reply goes here..');
    await field.pressSequentially(`Thanks @${friend.username.slice(0, -1)}`);
    await page
      .getByRole('listbox', { name: 'People to mention' })
      .getByRole('option', { name: new RegExp(friend.username) })
      .click();
    await expect(field).toHaveValue(`Thanks @${friend.username} `);
    await form.getByRole('button', { name: 'Reply' }).click();
    await expectToast(page, 'Success', 'Reply posted successfully');
    const reply = page.getByTestId('reply').filter({ hasText: 'Thanks' });
    await expect(reply.getByRole('link', { name: `@${friend.username}` })).toHaveAttribute(
      'href',
      `/${friend.username}`,
    );
  });

  test('post search on the Posts tab finds a post by a word prefix', async () => {
    const word = uniqueName('snooz');
    await seedPost(friend, `The cat ${word}ing in the sun`);
    await page.goto('/search');
    const top = page.getByRole('tab', { name: 'Top' });
    await expect(top).toHaveAttribute('aria-selected', 'true');
    const people = page.getByRole('tab', { name: 'People' });
    await top.focus();
    await page.keyboard.press('ArrowRight');
    await expect(people).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    const posts = page.getByRole('tab', { name: 'Posts' });
    await expect(posts).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Posts' })).toBeVisible();

    const box = page.getByPlaceholder('Search posts');
    await box.fill(`${word} CAT`);
    const results = page.getByTestId('post-search-results');
    await expect(results.getByTestId('post-card').filter({ hasText: `The cat ${word}ing in the sun` })).toBeVisible();
    await box.fill(`${word} zzqqnothing`);
    await expect(results.getByText('No posts found')).toBeVisible();

    // The People tab keeps the user search as it was.
    await people.click();
    await page.getByPlaceholder('Search for a user').fill('zzqqxxnobody');
    await expect(page.getByText('Sorry, User Not Found')).toBeVisible();
  });
});
