import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type SeedUser, seedPost, seedUser } from '../src/api.js';
import { launchBrowser, newPage } from '../src/browser.js';
import { eventually, expect } from '../src/expect.js';
import { makePng } from '../src/png.js';
import { logInInBrowser } from '../src/ui.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true };
const DESKTOP = { bypassCSP: true };

/** Each image's own shape, and the shape its card shows (4:5 to 1.91:1, cropped only beyond). */
const IMAGES = [
  { text: 'Portrait photo', size: [400, 500], shown: 4 / 5 },
  { text: 'Tall screenshot', size: [300, 650], shown: 4 / 5 },
  { text: 'Square photo', size: [300, 300], shown: 1 },
  { text: 'Landscape photo', size: [480, 360], shown: 4 / 3 },
  { text: 'Panorama', size: [800, 200], shown: 1.91 },
] as const;

for (const [device, options] of [
  ['a 390-px phone', PHONE],
  ['a desktop', DESKTOP],
] as const) {
  describe(`images at their own shape on ${device}`, () => {
    let browser: Browser;
    let page: Page;
    let author: SeedUser;

    before(async () => {
      browser = await launchBrowser();
      author = await seedUser('shape', { name: 'Media Shapes' });
      for (const image of IMAGES)
        await seedPost(author, image.text, makePng(image.size[0], image.size[1], [40, 160, 90]));
      page = await newPage(browser, options);
      await logInInBrowser(page, author);
      await page.goto(`/${author.username}`);
    });
    after(() => browser.close());

    const imageBox = (text: string) =>
      page.getByTestId('post-card').filter({ hasText: text }).first().getByTestId('post-image');

    for (const image of IMAGES) {
      test(`${image.text} (${image.size.join('×')}) shows at ${image.shown.toFixed(2)}:1, filled edge to edge`, async () => {
        const box = imageBox(image.text);
        // Images below the first screen load lazily: scrolled to, each must arrive.
        await box.scrollIntoViewIfNeeded();
        await expect(box.locator('img')).toBeVisible();
        await eventually(
          () => `${image.text} loads`,
          () => box.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        );
        const outer = await box.boundingBox();
        assert.ok(outer, 'the image box is shown');
        const ratio = outer.width / outer.height;
        assert.ok(Math.abs(ratio - image.shown) < 0.03, `box ${outer.width}×${outer.height}, expected ${image.shown}`);
        // No bars: the picture covers its whole box (cropped beyond the limits, never letterboxed).
        const fill = await box.locator('img').evaluate((img: HTMLImageElement) => {
          const shown = img.getBoundingClientRect();
          const frame = (img.closest('[data-testid="post-image"]') as HTMLElement).getBoundingClientRect();
          return { fit: getComputedStyle(img).objectFit, w: shown.width / frame.width, h: shown.height / frame.height };
        });
        assert.equal(fill.fit, 'cover');
        assert.ok(fill.w > 0.98 && fill.h > 0.98, `the picture fills its box (${JSON.stringify(fill)})`);
      });
    }

    test('a portrait photo fills the card’s width on a phone and is narrowed, not barred, on a desktop', async () => {
      const portrait = await imageBox('Portrait photo').boundingBox();
      const landscape = await imageBox('Landscape photo').boundingBox();
      assert.ok(portrait && landscape);
      if (options === PHONE) {
        assert.ok(Math.abs(portrait.width - landscape.width) < 1, 'as wide as a landscape photo');
      } else {
        assert.ok(portrait.height <= 32 * 16 + 1, `at most 32rem tall (${portrait.height})`);
        assert.ok(portrait.width < landscape.width, 'narrower than the column');
      }
    });
  });
}
