import { seedUser } from './src/api.js';
import { launchBrowser, newPage } from './src/browser.js';
import { makePng } from './src/png.js';
import { logInInBrowser } from './src/ui.js';

const b = await launchBrowser();
const a = await seedUser('dbg');
const form = new FormData();
form.append('mediaType', 'image');
form.append('media', new Blob([new Uint8Array(makePng(360, 640, [1, 2, 3]))], { type: 'image/png' }), 'x.png');
await fetch(process.env.E2E_BASE_URL + '/api/stories/create', {
  method: 'POST',
  headers: { cookie: a.cookie },
  body: form,
});
const p = await newPage(b);
await logInInBrowser(p, a);
await p.getByTestId('story-circle').first().click();
await p.getByRole('button', { name: 'Story viewers' }).click();
await p.waitForTimeout(500);
await p.keyboard.press('Escape');
for (let i = 0; i < 10; i++) {
  console.log(
    Date.now() % 100000,
    p.url(),
    await p
      .getByRole('button', { name: 'Back' })
      .boundingBox()
      .catch((e) => String(e).slice(0, 50)),
    await p.evaluate(() => document.body.getAttribute('style')),
  );
  await p.waitForTimeout(150);
}
await b.close();
