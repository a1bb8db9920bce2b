import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { request, type SeedUser, seedPost, seedUser } from '../src/api.js';
import { baseUrl, launchBrowser, newPage } from '../src/browser.js';
import { makePng } from '../src/png.js';
import { appTookOver, logInInBrowser } from '../src/ui.js';

/** The tags a link-preview fetcher reads: a plain GET of the page, no browser, no script run. */
async function shareTags(pathname: string): Promise<Map<string, string>> {
  const html = await (await fetch(baseUrl + pathname)).text();
  const tags = new Map<string, string>();
  tags.set('title', /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  for (const [, key = '', value = ''] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    tags.set(
      key,
      value.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))),
    );
  }
  return tags;
}

async function expectTitle(page: Page, title: string) {
  await page.waitForFunction((expected) => document.title === expected, title, { timeout: 10_000 });
}

describe('pages people share: titles, previews, robots.txt', () => {
  let browser: Browser;
  let maya: SeedUser;
  let postId: string;
  const text = 'Sunrise over the bay, the whole sky orange and the water still as glass this morning';

  before(async () => {
    browser = await launchBrowser();
    maya = await seedUser('maya', { name: 'Maya' });
    await request(maya, 'PUT', `/api/users/update/${maya._id}`, { bio: 'Sky watcher.' });
    postId = (await seedPost(maya, text, makePng(40, 30, [240, 140, 20])))._id;
  });
  after(() => browser.close());

  test("a pasted post link shows the post's words and image", async () => {
    const tags = await shareTags(`/${maya.username}/post/${postId}`);
    assert.equal(tags.get('title'), 'Sunrise over the bay, the whole sky orange and the water… · Threads');
    assert.equal(tags.get('og:title'), `Maya (@${maya.username}) on Threads`);
    assert.equal(tags.get('og:description'), text);
    assert.equal(tags.get('twitter:card'), 'summary_large_image');
    const image = await fetch(tags.get('og:image') ?? '');
    assert.equal(image.status, 200);
    assert.match(image.headers.get('content-type') ?? '', /^image\//);
  });

  test('a pasted profile link names the person; a frozen one shows nothing of them', async () => {
    const tags = await shareTags(`/${maya.username}`);
    assert.equal(tags.get('title'), `Maya (@${maya.username}) · Threads`);
    assert.equal(tags.get('og:description'), 'Sky watcher.');
    const frozen = await seedUser('frozen', { name: 'Frozen Name' });
    await request(frozen, 'PUT', '/api/users/freeze');
    const hidden = await shareTags(`/${frozen.username}`);
    assert.equal(hidden.get('title'), 'Threads');
    assert.equal(hidden.get('og:title'), undefined);
    assert.doesNotMatch([...hidden.values()].join(' '), /Frozen Name/);
  });

  test('the tab title follows the screen as one navigates', async () => {
    const viewer = await seedUser('viewer');
    const page = await newPage(browser);
    await logInInBrowser(page, viewer);
    await expectTitle(page, 'Threads');
    await page.goto(`/${maya.username}`);
    await appTookOver(page);
    await expectTitle(page, `Maya (@${maya.username}) · Threads`);
    // Its words, not its image: a tap on the image opens the image viewer.
    await page.getByTestId('post-card').getByText('Sunrise over the bay').click();
    await expectTitle(page, 'Sunrise over the bay, the whole sky orange and the water… · Threads');
    await page.goto('/search');
    await expectTitle(page, 'Search · Threads');
    await page.context().close();
  });

  test('robots.txt and the page description are there for crawlers', async () => {
    const robots = await fetch(`${baseUrl}/robots.txt`);
    assert.equal(robots.status, 200);
    assert.match(await robots.text(), /^User-agent: \*$/m);
    assert.match((await shareTags('/auth')).get('description') ?? '', /Posts, stories, short videos and chat/);
  });
});
