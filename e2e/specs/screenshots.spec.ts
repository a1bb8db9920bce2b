import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { follow, request, seedPost, seedUser } from '../src/api.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { expect } from '../src/expect.js';
import { makePng } from '../src/png.js';
import { logInInBrowser } from '../src/ui.js';

const outDir = path.resolve(import.meta.dirname, '../../docs/screenshots');

async function avatar(user: Awaited<ReturnType<typeof seedUser>>, colour: [number, number, number]) {
  const form = new FormData();
  form.append('profilePic', new Blob([new Uint8Array(makePng(200, 200, colour))], { type: 'image/png' }), 'me.png');
  await request(user, 'PUT', `/api/users/update/${user._id}`, form);
}

describe('screenshots for the README', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
    fs.mkdirSync(outDir, { recursive: true });
  });
  after(() => browser.close());

  test('home feed, a profile and a post page, in dark and light', async () => {
    const viewer = await seedUser('robin', { name: 'Robin Reader', username: 'robin' });
    const maya = await seedUser('maya', { name: 'Maya Lindqvist', username: 'maya' });
    const theo = await seedUser('theo', { name: 'Theo Park', username: 'theo' });
    for (const [username, name] of [
      ['ada', 'Ada Quinn'],
      ['jun', 'Jun Watanabe'],
      ['sofia', 'Sofia Reyes'],
    ]) {
      await seedUser(username, { username, name });
    }
    await avatar(viewer, [60, 90, 160]);
    await avatar(maya, [190, 90, 60]);
    await avatar(theo, [50, 140, 110]);
    await request(maya, 'PUT', `/api/users/update/${maya._id}`, { bio: 'Photographer. Mornings, mountains, coffee.' });
    await follow(viewer, maya);
    await follow(viewer, theo);
    await follow(theo, maya);
    await seedPost(theo, 'Shipped the new release today. Thanks to everyone who tested it!');
    const picture = await seedPost(maya, 'First light over the ridge this morning.', makePng(1200, 900, [40, 80, 150]));
    await request(theo, 'PUT', `/api/posts/like/${picture._id}`);
    await request(viewer, 'PUT', `/api/posts/like/${picture._id}`);
    await request(theo, 'PUT', `/api/posts/reply/${picture._id}`, { text: 'Worth the early alarm.' });
    await request(viewer, 'PUT', `/api/posts/reply/${picture._id}`, { text: 'Stunning colours!' });

    const page = await newPage(browser, { viewport: { width: 1200, height: 820 } });
    await logInInBrowser(page, viewer);
    const shots: Array<[string, string, () => Promise<void>]> = [
      ['home', '/', () => expect(page.getByRole('img', { name: 'Post attachment', exact: true })).toBeVisible()],
      [
        'profile',
        `/${maya.username}`,
        () => expect(page.getByRole('img', { name: 'Post attachment', exact: true })).toBeVisible(),
      ],
      ['post', `/${maya.username}/post/${picture._id}`, () => expect(page.getByTestId('reply').nth(1)).toBeVisible()],
    ];
    for (const mode of ['dark', 'light'] as const) {
      await page.evaluate((m) => localStorage.setItem('threads-color-mode', m), mode);
      for (const [name, url, ready] of shots) {
        await page.goto(url);
        await ready();
        await page.waitForFunction(() => [...document.images].every((img) => img.complete));
        await page.screenshot({ path: path.join(outDir, `${name}-${mode}.png`) });
      }
    }
    await page.context().close();
  });
});
