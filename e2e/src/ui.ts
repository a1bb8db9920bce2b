import type { Locator, Page, WebSocket } from 'playwright-core';
import { expect } from './expect.js';

export interface Credentials {
  name: string;
  username: string;
  email: string;
  password: string;
}

export async function signUpInBrowser(page: Page, user: Credentials) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Full name').fill(user.name);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * Resolves once the server has answered a request whose address holds `urlPart`, and fails unless it succeeded.
 * Call it before the action: an optimistic change shows before its request is even sent, and a reload right
 * after it (sooner on a busy machine) can cancel the request, so the change never reaches the server.
 */
export async function serverAnswered(page: Page, urlPart: string): Promise<void> {
  const response = await page.waitForResponse((answer) => answer.url().includes(urlPart));
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}`);
}

/**
 * Waits until the app has taken a page over: the toasts' region is the app's own, mounted once a drawn screen
 * is wholly hydrated. On a screen the server drew (the home feed, a profile, a post page), a press, a key or
 * typing before that can land on markup the app does not answer yet, and a list holds only its drawn five
 * posts: a spec that opens or reloads one of them waits for this before it acts on the page.
 */
export async function appTookOver(page: Page) {
  await page.locator('section[aria-live="polite"][aria-label^="Notifications"]').waitFor({ state: 'attached' });
}

export async function logInInBrowser(page: Page, user: { username: string; password: string }) {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * Waits until every toast has left. A toast under the pointer stays (sonner pauses it on hover), so the
 * pointer moves off to the screen's left edge first.
 */
export async function waitForToastsToGo(page: Page) {
  await page.mouse.move(0, (page.viewportSize()?.height ?? 600) / 2);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
}

/**
 * The toast that `trigger` brings, with the page's clock stopped: its time stops before `trigger` and moves on
 * 100 ms at a time until the toast is shown and its timer runs (at most 100 ms of it gone), and from then on
 * only as the test moves it (`page.clock.runFor`), so how long a toast stays is checked in the page's own
 * time, whatever the machine's load. `page.clock.resume()` lets the time flow again.
 */
export async function toastOnStoppedClock(page: Page, text: string, trigger: () => Promise<unknown>): Promise<Locator> {
  // The target must not be in the page's past: its clock still runs while the time is read and sent back.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await trigger();
  // A toast under the pointer stops its timer.
  await page.mouse.move(0, (page.viewportSize()?.height ?? 600) / 2);
  // `data-mounted` is set by the effect beside the one that starts the toast's timer.
  const toast = page.locator('[data-sonner-toast][data-mounted="true"]').filter({ hasText: text });
  for (let ran = 0; (await toast.count()) === 0; ran += 100) {
    if (ran >= 30_000) throw new Error(`no toast "${text}" within 30 s of the page's time`);
    await page.clock.runFor(100);
  }
  return toast;
}

/** Waits for a toast with this title and description (sonner renders both). */
export async function expectToast(page: Page, title: string, description: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: description }).first();
  try {
    await expect(toast).toContainText(title);
  } catch (error) {
    const shown = await page.locator('[data-sonner-toast]').allTextContents();
    throw new Error(`no toast "${title}: ${description}"; toasts on screen: ${JSON.stringify(shown)}`, {
      cause: error,
    });
  }
}

/**
 * Opens the home feed and waits until its socket is up and moved to a WebSocket (the client's upgrade packet,
 * `5`): it joined its rooms before, and from then on nothing travels over HTTP polling.
 */
export async function openLiveFeed(page: Page) {
  let opened: (ws: WebSocket) => void = () => {};
  const ready = new Promise<void>((resolve) => {
    opened = (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framesent', ({ payload }) => {
        if (payload === '5') resolve();
      });
    };
  });
  page.on('websocket', opened);
  try {
    await page.goto('/');
    await ready;
  } finally {
    page.off('websocket', opened);
  }
}
