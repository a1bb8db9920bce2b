import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { type SeedUser, seedPost, seedUser, uniqueName } from '../src/api.js';
import { expectNoSeriousA11yIssues } from '../src/axe.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { logInInBrowser } from '../src/ui.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true };

describe('one search: Top shows people, tags and posts for a query; People / Posts / Tags tabs beside it', () => {
  let browser: Browser;
  let me: SeedUser;
  let found: SeedUser;
  const word = uniqueName('qzw');

  before(async () => {
    browser = await launchBrowser();
    me = await seedUser('onesearch');
    found = await seedUser(word.slice(0, 8), { username: `${word}p` });
    await seedPost(found, `Knitting all day ${word} #${word}`);
  });
  after(() => browser.close());

  for (const [name, options] of [
    ['a 390-px phone', PHONE],
    ['a desktop', { bypassCSP: true }],
  ] as const) {
    test(`on ${name}: suggestions only while the box is empty; a query finds the person and the post`, async () => {
      const page = await newPage(browser, options);
      await logInInBrowser(page, me);
      await page.goto('/search');
      await expect(page.getByRole('tab', { name: 'Top' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { name: 'Suggested Users' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Trending' })).toBeVisible();

      await page.getByRole('searchbox').fill(word);
      const top = page.getByTestId('top-results');
      const person = top.getByTestId('search-results').getByTestId('user-row').filter({ hasText: found.username });
      await expect(person).toBeVisible();
      await expect(top.getByTestId('post-card').filter({ hasText: `Knitting all day ${word}` })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Suggested Users' })).toHaveCount(0);
      await expect(page.getByTestId('suggested-users')).toHaveCount(0);
      await expectNoSeriousA11yIssues(page, `top results on ${name}`);

      const follow = person.getByRole('button', { name: `Follow ${found.username}` });
      await follow.click();
      await expect(person.getByRole('button', { name: `Unfollow ${found.username}` })).toBeVisible();
      await person.getByRole('button', { name: `Unfollow ${found.username}` }).click();
      await expect(follow).toBeVisible();

      await page.getByRole('tab', { name: 'People' }).click();
      await expect(page.getByRole('tabpanel', { name: 'People' }).getByText(found.username)).toBeVisible();
      await expect(page.getByTestId('suggested-users')).toHaveCount(0);
      await page.context().close();
    });
  }

  test('a #tag query offers the tag first and leads to its page; the Tags tab lists it too', async () => {
    const page = await newPage(browser, PHONE);
    await logInInBrowser(page, me);
    await page.goto('/search');
    await page.getByRole('searchbox').fill(`#${word}`);
    const tags = page.getByTestId('top-results').getByTestId('tag-results');
    const tag = tags.getByRole('link', { name: new RegExp(`#${word}`) });
    await expect(tag).toBeVisible();
    const [tagsBox, postsHeading] = [
      await tags.boundingBox(),
      await page.getByRole('heading', { name: 'Posts', exact: true }).boundingBox(),
    ];
    assert.ok(tagsBox && postsHeading && tagsBox.y < postsHeading.y, 'the tag comes before the posts');
    await expect(
      page.getByTestId('top-results').getByTestId('post-card').filter({ hasText: 'Knitting all day' }),
    ).toBeVisible();

    const tagsTab = page.getByRole('tab', { name: 'Tags' });
    await tagsTab.focus();
    await page.keyboard.press('Enter');
    await expect(tagsTab).toHaveAttribute('aria-selected', 'true');
    const listed = page.getByRole('tabpanel', { name: 'Tags' }).getByRole('link', { name: new RegExp(`#${word}`) });
    await listed.click();
    await page.waitForURL(`**/tag/${word}`);
    await page.goBack();
    await page.getByRole('searchbox').fill('#');
    await page.getByRole('tab', { name: 'Tags' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Tags' }).getByText('No tags found')).toBeVisible();
    await page.context().close();
  });
});
