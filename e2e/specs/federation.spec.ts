import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { request, type SeedUser, seedUser } from '../src/api.js';
import { expectNoSeriousA11yIssues } from '../src/axe.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { type Instance, startFederationPair } from '../src/federation-pair.js';
import { makePng } from '../src/png.js';
import { appTookOver, expectToast, logInInBrowser, openLiveFeed } from '../src/ui.js';

/**
 * Two servers of our own, as separate processes with their own databases, federating over loopback: Ben on B
 * follows Maya on A, reads her post with an image in his home feed, likes it and answers it, and Maya, on A,
 * sees both come in live; her post's address pasted into search opens it on B, with its page on A one click
 * away, and Ben's profile shows his full handle to copy.
 */
describe('federation: two instances, one story', () => {
  let stopPair: () => Promise<void>;
  let a: Instance;
  let b: Instance;
  let maya: SeedUser;
  let ben: SeedUser;
  let browser: Browser;
  let pageA: Page;
  let pageB: Page;
  /** Maya as B knows her, and Ben as A knows him. */
  let mayaOnB: string;
  let benOnA: string;
  /** Her post with the image, on A. */
  let postId: string;

  before(async () => {
    [browser, { a, b, stop: stopPair }] = await Promise.all([launchBrowser(), startFederationPair()]);
    mayaOnB = `maya@${a.host}`;
    benOnA = `ben@${b.host}`;
    [maya, ben] = await Promise.all([
      seedUser('maya', { username: 'maya', name: 'Maya Lin', origin: a.url }),
      seedUser('ben', { username: 'ben', name: 'Ben Okafor', origin: b.url }),
    ]);
    [pageA, pageB] = await Promise.all([
      newPage(browser, { baseURL: a.url, bypassCSP: true }),
      newPage(browser, { baseURL: b.url, bypassCSP: true }),
    ]);
    await Promise.all([logInInBrowser(pageA, maya), logInInBrowser(pageB, ben), makeKeys()]);
  });
  after(async () => {
    await browser?.close();
    await stopPair?.();
  });

  /**
   * Each actor's keys are made on first use (RSA 4,096 bits: seconds on a busy two-core machine). Asking for
   * every actor the story signs with makes them now, so the steps below wait only for the federation.
   */
  async function makeKeys() {
    const actor = (url: string) => fetch(url, { headers: { accept: 'application/activity+json' } });
    const found = await fetch(`${a.url}/.well-known/webfinger?resource=acct:maya@${a.host}`);
    assert.equal(found.status, 200);
    const responses = await Promise.all([
      actor(`${a.url}/ap/users/instance`),
      actor(`${b.url}/ap/users/instance`),
      actor(`${b.url}/ap/users/${ben._id}`),
    ]);
    for (const response of responses) assert.equal(response.status, 200);
  }

  const card = (page: Page, text: string) => page.getByTestId('post-card').filter({ hasText: text });

  test('Ben finds Maya by her handle on B, opens her profile there and follows her; she is told live', async () => {
    await pageA.goto('/notifications');
    await pageB.goto('/search');
    await pageB.getByRole('searchbox').fill(`@${mayaOnB}`);
    const row = pageB.getByTestId('user-row').filter({ hasText: mayaOnB });
    await row.getByRole('link').first().click();
    await pageB.waitForURL((url) => decodeURIComponent(url.pathname) === `/${mayaOnB}`);
    await expect(pageB.getByRole('heading', { name: 'Maya Lin' })).toBeVisible();
    await expect(pageB.getByText(`@${mayaOnB}`)).toBeVisible();
    await expectNoSeriousA11yIssues(pageB, 'a remote profile');

    await pageB.getByRole('button', { name: `Follow ${mayaOnB}` }).click();
    // Asked; then her server accepts on its own, and the button says so.
    await expectToast(pageB, 'Success', 'Asked to follow Maya Lin');
    await expect(pageB.getByRole('button', { name: `Unfollow ${mayaOnB}` })).toBeVisible();

    await expect(
      pageA.getByTestId('notification').filter({ hasText: `${benOnA} started following you` }),
    ).toBeVisible();
  });

  test('her post with an image reaches his home feed live, the image served by B', async () => {
    await openLiveFeed(pageB);
    await expect(pageB.getByText('Follow some users to see the feed')).toBeVisible();
    const form = new FormData();
    form.append('postedBy', maya._id);
    form.append('text', 'Sunrise over the bay');
    form.append('imgAlt', 'An orange sky over still water');
    form.append('img', new Blob([new Uint8Array(makePng(320, 200, [240, 120, 40]))], { type: 'image/png' }), 'sky.png');
    postId = (await request<{ _id: string }>(maya, 'POST', '/api/posts/create', form)).body._id;

    await pageB.getByRole('button', { name: /^New posts/ }).click({ timeout: 20_000 });
    const post = card(pageB, 'Sunrise over the bay');
    await expect(post).toBeVisible();
    await expect(post).toContainText(mayaOnB);
    const image = post.getByRole('img', { name: 'An orange sky over still water' });
    await expect(image).toBeVisible();
    const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    assert.equal(new URL(src).origin, b.url, `the image is B's own copy, not hot-linked: ${src}`);
    assert.ok(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'it loaded');
    await expectNoSeriousA11yIssues(pageB, 'the home feed with a remote post');
  });

  test('Ben likes it and answers it on B; Maya sees both notifications live on A', async () => {
    await pageA.goto('/notifications');
    const post = card(pageB, 'Sunrise over the bay');
    await post.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(post.getByRole('button', { name: 'Unlike' })).toBeVisible();
    await post.getByRole('button', { name: 'Reply' }).click();
    const dialog = pageB.getByRole('dialog');
    await dialog.getByPlaceholder('Reply goes here..').fill('What a view, Maya!');
    await dialog.getByRole('button', { name: 'Reply' }).click();
    await expectToast(pageB, 'Success', 'Reply posted successfully');
    await expect(post.getByTestId('reply-count')).toHaveText('1 reply');

    const item = (text: string) => pageA.getByTestId('notification').filter({ hasText: text });
    await expect(item(`${benOnA} liked your post`)).toBeVisible();
    await expect(item(`${benOnA} replied to your post`)).toBeVisible();
    await expect(item(`${benOnA} liked your post`).getByRole('link', { name: `${benOnA}'s profile` })).toHaveAttribute(
      'href',
      `/${benOnA}`,
    );

    await item(`${benOnA} replied to your post`)
      .getByRole('link', { name: /replied to your post/ })
      .click();
    // The notification opens his reply, under her post, on A.
    const opened = pageA.getByTestId('open-post');
    await expect(opened).toContainText('What a view, Maya!');
    await expect(opened).toContainText(benOnA);
    await pageA.goto(`/maya/post/${postId}`);
    await expect(pageA.getByTestId('open-post').getByTestId('like-count')).toHaveText('1 like');
    await expect(pageA.getByTestId('reply').filter({ hasText: 'What a view, Maya!' })).toContainText(benOnA);
  });

  test('her post pasted by its address on A opens on B, with its original page one click away; her profile too', async () => {
    const address = `${a.url}/maya/post/${postId}`;
    await pageB.goto('/search');
    await pageB.getByRole('searchbox').fill(address);
    await pageB.waitForURL((url) => decodeURIComponent(url.pathname).startsWith(`/${mayaOnB}/post/`));
    const opened = pageB.getByTestId('open-post');
    await expect(opened).toContainText('Sunrise over the bay');

    await opened.getByRole('button', { name: 'Post options' }).first().click();
    const popup = pageB.waitForEvent('popup');
    await pageB.getByRole('menuitem', { name: 'View on original server' }).click();
    const original = await popup;
    await original.waitForLoadState('domcontentloaded');
    assert.equal(new URL(original.url()).origin, a.url, `opened on A: ${original.url()}`);
    assert.ok(original.url().includes(postId), original.url());
    await original.close();

    await pageB.goto(`/${mayaOnB}`);
    await expect(pageB.getByTestId('profile-handle')).toHaveText(`@${mayaOnB}`);
    await expect(pageB.getByText(a.host, { exact: true })).toBeVisible();
    const profileThere = pageB.getByRole('link', { name: 'View on original server' });
    assert.equal(new URL((await profileThere.getAttribute('href')) ?? '').origin, a.url);
    await expect(profileThere).toHaveAttribute('target', '_blank');
  });

  test('Ben’s own profile on B shows his full handle with B’s host, and copies it', async () => {
    const handle = `@ben@${b.host}`;
    await pageB.goto('/ben');
    await appTookOver(pageB);
    await expect(pageB.getByTestId('profile-handle')).toHaveText(handle);
    await pageB.getByRole('button', { name: 'Copy handle' }).click();
    await expectToast(pageB, 'Success', `Copied ${handle}`);
    assert.equal(await pageB.evaluate(() => navigator.clipboard.readText()), handle);
  });
});
