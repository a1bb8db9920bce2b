import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { request, type SeedUser, seedUser } from '../src/api.js';
import { baseUrl, launchBrowser, launchPersistentProfile, newPage } from '../src/browser.js';
import { eventually, expect } from '../src/expect.js';
import { logInInBrowser } from '../src/ui.js';

/** Hands the worker pushes as a push service would, through Chromium's DevTools protocol. */
async function pushDeliverer(page: Page): Promise<(payload: object) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const active = registrations.find((r) => r.scopeURL === `${baseUrl}/` && !r.isDeleted);
      if (active) resolve(active.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const id = await registrationId;
  return async (payload) => {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl,
      registrationId: id,
      data: JSON.stringify(payload),
    });
  };
}

function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
  });
}

describe('push notifications in the browser', () => {
  let browser: Browser;
  let page: Page;
  let me: SeedUser;

  before(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    me = await seedUser('pusher');
    await logInInBrowser(page, me);
  });
  after(() => browser.close());

  test('Settings → Notifications keeps the kinds switched off, all on at first', async () => {
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Notifications' });
    const likes = section.getByRole('switch', { name: 'Likes' });
    await expect(likes).toHaveAttribute('aria-checked', 'true');
    await likes.click();
    await expect(likes).toHaveAttribute('aria-checked', 'false');
    await eventually(
      () => 'likes still on on the server',
      async () => (await request(me, 'GET', '/api/push/preferences')).body.likes === false,
    );
    await page.reload();
    await expect(section.getByRole('switch', { name: 'Likes' })).toHaveAttribute('aria-checked', 'false');
    await expect(section.getByRole('switch', { name: 'Messages' })).toHaveAttribute('aria-checked', 'true');
    const preferences = (await request(me, 'GET', '/api/push/preferences')).body;
    assert.deepEqual(preferences, {
      likes: false,
      replies: true,
      reposts: true,
      follows: true,
      mentions: true,
      messages: true,
    });
  });

  test('the browser is asked for permission only on the click, and a refusal is explained', async () => {
    // Incognito contexts deny notifications outright; a real profile starts at "default" (not asked yet).
    const profile = await launchPersistentProfile();
    try {
      const tab = profile.context.pages()[0] ?? (await profile.context.newPage());
      await logInInBrowser(tab, me);
      await tab.goto('/settings');
      await expect(tab.getByRole('button', { name: 'Enable push notifications' })).toBeVisible();
      assert.equal(await tab.evaluate(() => Notification.permission), 'default');
      await tab.getByRole('button', { name: 'Enable push notifications' }).click();
      await expect(tab.getByText('Notifications are blocked for this site.', { exact: false })).toBeVisible();
    } finally {
      await profile.close();
    }
  });

  test('the service worker shows a push only while no window of the app is focused', async () => {
    const context = await browser.newContext({ baseURL: baseUrl });
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    const app = await context.newPage();
    await logInInBrowser(app, me);
    await app.evaluate(() => navigator.serviceWorker.ready);
    const deliverPush = await pushDeliverer(app);
    const push = { title: 'sam liked your post', body: 'Sunset', url: '/settings', tag: 'like-1', badge: 1 };

    assert.equal(await app.evaluate(() => document.hasFocus()), true);
    await deliverPush(push);
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.deepEqual(await shownNotifications(app), []);

    await app.goto('about:blank');
    await deliverPush({ ...push, title: 'sam sent you a message', tag: 'message-1' });
    await app.goto('/settings');
    await eventually(
      () => 'no notification shown',
      async () => (await shownNotifications(app)).some((n) => n.title === 'sam sent you a message'),
    );
    assert.deepEqual(await shownNotifications(app), [
      { title: 'sam sent you a message', body: 'Sunset', tag: 'message-1' },
    ]);
    await context.close();
  });
});
