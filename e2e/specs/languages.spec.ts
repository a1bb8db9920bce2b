import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { request, type SeedUser, seedPost, seedUser, uniqueName } from '../src/api.js';
import { expectNoSeriousA11yIssues } from '../src/axe.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { logInInBrowser, signUpInBrowser } from '../src/ui.js';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, bypassCSP: true };

/** What each screen must say in a language (issue 32): headings, names of controls, a notification. */
interface Words {
  lang: string;
  dir: 'ltr' | 'rtl';
  language: string;
  home: string;
  like: string;
  postBy: (username: string) => string;
  conversations: string;
  typeMessage: string;
  notifications: string;
  followed: (username: string) => string;
  markRead: string;
  settings: string;
}

const SPANISH: Words = {
  lang: 'es',
  dir: 'ltr',
  language: 'Español',
  home: 'Inicio',
  like: 'Me gusta',
  postBy: (username) => `Publicación de ${username}`,
  conversations: 'Tus conversaciones',
  typeMessage: 'Escribe un mensaje',
  notifications: 'Notificaciones',
  followed: (username) => `${username} empezó a seguirte`,
  markRead: 'Marcar como leída',
  settings: 'Configuración de la cuenta',
};

const ARABIC: Words = {
  lang: 'ar',
  dir: 'rtl',
  language: 'العربية',
  home: 'الرئيسية',
  like: 'إعجاب',
  postBy: (username) => `منشور من ${username}`,
  conversations: 'محادثاتك',
  typeMessage: 'اكتب رسالة',
  notifications: 'الإشعارات',
  followed: (username) => `بدأ ${username} بمتابعتك`,
  markRead: 'تعليم كمقروء',
  settings: 'إعدادات الحساب',
};

describe('languages: the app in Spanish and in Arabic (right to left) at 390 px', () => {
  let browser: Browser;
  let page: Page;
  let bob: SeedUser;
  let postId: string;
  const me = {
    name: 'Lengua Person',
    username: uniqueName('lang'),
    email: '',
    password: 'password123',
  };
  me.email = `${me.username}@example.com`;

  before(async () => {
    browser = await launchBrowser();
    bob = await seedUser('langb', { name: 'Bob Lengua' });
    postId = (await seedPost(bob, 'Buenos días'))._id;
    page = await newPage(browser, PHONE);
    await signUpInBrowser(page, me);
    const myId = await page.evaluate(async (username) => {
      const profile = await (await fetch(`/api/users/profile/${username}`)).json();
      return profile._id as string;
    }, me.username);
    await page.evaluate(async (id) => {
      await fetch(`/api/users/follow/${id}`, { method: 'POST' });
    }, bob._id);
    await request(bob, 'POST', `/api/users/follow/${myId}`);
    await request(bob, 'POST', '/api/messages', { recipientId: myId, message: 'Un mensaje para ti' });
  });
  after(() => browser.close());

  async function choose(words: Words) {
    await page.goto('/settings');
    await page.getByRole('combobox', { name: /Language|Idioma|اللغة/ }).selectOption({ label: words.language });
    await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', words.dir);
    await expect(page.getByRole('heading', { name: words.settings })).toBeVisible();
    await expectNoSeriousA11yIssues(page, `settings (${words.lang})`);
  }

  async function readsIn(words: Words) {
    await page.goto('/');
    const bar = page.getByTestId('bottom-bar');
    await expect(bar.getByRole('link', { name: words.home })).toBeVisible();
    const post = page.getByTestId('post-card').filter({ hasText: 'Buenos días' });
    await expect(post.getByRole('button', { name: words.like, exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page, `home (${words.lang})`);

    await page.goto(`/${bob.username}/post/${postId}`);
    await expect(page.getByRole('heading', { name: words.postBy(bob.username) })).toHaveCount(1);
    await expectNoSeriousA11yIssues(page, `post (${words.lang})`);

    await page.goto('/chat');
    await expect(page.getByRole('heading', { name: words.conversations })).toBeVisible();
    await page.getByTestId('conversation').filter({ hasText: bob.username }).click();
    await expect(page.getByPlaceholder(words.typeMessage)).toBeVisible();
    await expect(page.getByTestId('message').filter({ hasText: 'Un mensaje para ti' })).toBeVisible();
    await expectNoSeriousA11yIssues(page, `chat (${words.lang})`);

    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: words.notifications, exact: true })).toBeVisible();
    const followed = page.getByTestId('notification').filter({ hasText: words.followed(bob.username) });
    await expect(followed.getByRole('button', { name: words.markRead })).toBeVisible();
    await expectNoSeriousA11yIssues(page, `notifications (${words.lang})`);
  }

  test('Spanish: every screen reads in Spanish, left to right', async () => {
    await choose(SPANISH);
    await readsIn(SPANISH);
  });

  test('Arabic: every screen reads in Arabic and the layout mirrors', async () => {
    await choose(ARABIC);
    await readsIn(ARABIC);

    // The bottom bar runs from the right: Home is the rightmost item, Profile the leftmost.
    await page.goto('/');
    const bar = page.getByTestId('bottom-bar');
    const home = await bar.getByRole('link', { name: ARABIC.home }).boundingBox();
    const profile = await bar.getByRole('link', { name: 'الملف الشخصي' }).boundingBox();
    assert.ok(home && profile && home.x > profile.x, 'Home sits right of Profile in Arabic');

    // Someone else's chat bubble starts at the right edge.
    await page.goto('/chat');
    await page.getByTestId('conversation').filter({ hasText: bob.username }).click();
    const bubble = await page
      .getByTestId('message')
      .filter({ hasText: 'Un mensaje para ti' })
      .locator('div')
      .first()
      .boundingBox();
    assert.ok(bubble && bubble.x + bubble.width > 390 / 2, 'the other person’s bubble sits on the right');
  });

  test('the choice stays after a reload, and Automatic goes back to the browser language', async () => {
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/settings');
    await page.getByRole('combobox', { name: 'اللغة' }).selectOption('auto');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  });

  test('the choice is saved to the account, a new browser signing in takes it, and one already open follows', async () => {
    await choose(SPANISH);
    const saved = await page.evaluate(async (username) => {
      const profile = await (await fetch(`/api/users/profile/${username}`)).json();
      return profile.locale as string;
    }, me.username);
    assert.equal(saved, 'es');

    // A fresh browser (English, nothing chosen on it) shows the account's language once signed in.
    const elsewhere = await newPage(browser, PHONE);
    try {
      await logInInBrowser(elsewhere, me);
      await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'es');
      await expect(elsewhere.getByTestId('bottom-bar').getByRole('link', { name: SPANISH.home })).toBeVisible();
      await elsewhere.goto('/settings');
      await expect(elsewhere.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');

      // Automatic there is the account's choice too.
      await elsewhere.getByRole('combobox', { name: 'Idioma' }).selectOption('auto');
      await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'en');
      await expect(elsewhere.getByRole('combobox', { name: 'Language' })).toHaveValue('auto');
      await expect(elsewhere.getByText('Saving…')).toHaveCount(0);
      const automatic = await elsewhere.evaluate(async (username) => {
        const profile = await (await fetch(`/api/users/profile/${username}`)).json();
        return profile.locale as string;
      }, me.username);
      assert.equal(automatic, 'auto');

      // The first browser, still on Settings in Spanish, takes the account's new choice at once.
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('auto');
    } finally {
      await elsewhere.context().close();
    }
  });
});
