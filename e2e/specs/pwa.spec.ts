import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { seedUser } from '../src/api.js';
import { launchBrowser, launchPersistentProfile, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { logInInBrowser } from '../src/ui.js';

/** Resolves once the service worker is active and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
}

/** Every URL path in the page's Cache Storage. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

describe('installable app', () => {
  let browser: Browser;
  let page: Page;

  before(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  after(() => browser.close());

  test('Chromium finds no installability errors on the home page', async () => {
    // Chromium never offers to install from an incognito context, so this check uses a real profile.
    const profile = await launchPersistentProfile();
    try {
      const installPage = profile.context.pages()[0] ?? (await profile.context.newPage());
      await logInInBrowser(installPage, await seedUser('installer'));
      await waitForServiceWorker(installPage);
      const cdp = await profile.context.newCDPSession(installPage);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      assert.deepEqual(installabilityErrors, []);
      const manifest = await cdp.send('Page.getAppManifest');
      assert.deepEqual(manifest.errors, []);
      const parsed = JSON.parse(manifest.data ?? '{}');
      assert.equal(parsed.display, 'standalone');
      assert.equal(parsed.start_url, '/');
      assert.ok(parsed.icons.some((icon: { purpose: string }) => icon.purpose === 'maskable'));
    } finally {
      await profile.close();
    }
  });

  test('the precache holds the built shell and static files, never pages, API answers or media', async () => {
    await logInInBrowser(page, await seedUser('offline'));
    // The worker activates only after its install step has filled the precache.
    await waitForServiceWorker(page);
    const cached = await cachedPaths(page);
    assert.ok(cached.some((url) => url.startsWith('/assets/') && url.endsWith('.js')));
    assert.ok(cached.includes('/offline.html'));
    assert.ok(cached.includes('/icons/icon-512.png'));
    const forbidden = cached.filter((url) => url === '/' || url === '/index.html' || /^\/(api|media)\//.test(url));
    assert.deepEqual(forbidden, []);
  });

  test('with the network gone the app opens to the offline screen, and Retry loads it again once back', async () => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  });
});
